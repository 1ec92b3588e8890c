// The helper process of acceptHandles.ts: it is sent the listening socket's raw handle and sends it
// back as many times as asked (each message carries a new descriptor of the same socket), then
// exits. It never listens: a raw handle arrives here as a bare handle, so no connection is ever
// accepted in this process (sending the net.Server instead would make this process accept too).
// `on`, not `once`: with no 'message' listener left, the IPC channel would not keep this process
// alive while it waits for the parent to acknowledge each handle, and it would exit after the first.
process.on('message', (message: unknown, handle) => {
  const count = (message as { copies: number }).copies;
  // A handle goes only after the previous one is acknowledged, and a message after them: `done` comes last.
  for (let copy = 0; copy < count; copy++) process.send?.({ copy }, handle);
  process.send?.({ done: true }, undefined, {}, () => process.exit(0));
});
