// undici compiles its HTTP parser (WebAssembly) on its first connection, which would delay
// the first forwarded answer: one exchange with a throwaway loopback server before the port opens
// pays for it, without sending anything to the upstream.
import { createServer, type AddressInfo } from 'node:net';
import { request } from 'undici';

export async function warmUpUndici(): Promise<void> {
  const server = createServer((socket) => socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await answer.body.dump();
  } finally {
    server.close();
  }
}
