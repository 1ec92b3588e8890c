// Several handles accepting on one listening socket. Node 20's libuv (1.46) takes one connection
// off a listening socket's accept queue per turn of the event loop, so a busy server accepts only
// as fast as a turn's work goes, and a new client waits behind a flood's connections in the
// kernel's queue for seconds. Each handle on the socket accepts one per turn: N handles, N a turn.
// Node 20 cannot open a second listener on the port (`reusePort` came with Node 22.12), but a copy
// of the socket's descriptor, handed back by a helper process over IPC, is one.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:net';
import { startedByPath } from '../../core/packageFiles';
import { listeningHandleOf, type TcpHandle } from './nodeInternals';

/** The proxy's default (--accept-handles), chosen by measurement: docs/security-proxy.md. */
export const DEFAULT_ACCEPT_HANDLES = 32;
/** Every handle wakes on each new connection (all but one find the queue taken): a bound on that work. */
export const MAX_ACCEPT_HANDLES = 64;

/** The longest wait for the helper process; then it is killed and the server keeps its one handle. */
const HELPER_TIMEOUT_MS = 10_000;

/** The helper's script: compiled, or its source under ts-node or Jest. */
const HELPER = startedByPath('net/server/handleCopies');

/** A handle added, for a test to see what it accepts. */
export type AcceptHandle = Pick<TcpHandle, 'onconnection'>;

export type AcceptHandlesOutcome = { added: readonly AcceptHandle[] } | { failed: string };

export interface HelperOptions {
  /** The helper's script (a test seam: a path that does not exist makes it fail). */
  script?: string;
  timeoutMs?: number;
}

/** Starts the helper with an IPC channel and no shell; its stderr is kept for the reason of a failure. */
function startHelper(script: string): ChildProcess {
  const stdio: ['ignore', 'ignore', 'pipe', 'ipc'] = ['ignore', 'ignore', 'pipe', 'ipc'];
  if (!script.endsWith('.ts')) return fork(script, [], { execArgv: [], stdio });
  // Under ts-node or Jest: the source made JavaScript by esbuild (a dev dependency), as checkQueue.ts does.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a dev dependency, loaded only when running from source
  const { transformSync } = require('esbuild') as typeof import('esbuild');
  return spawn(process.execPath, ['-e', transformSync(readFileSync(script, 'utf8'), { loader: 'ts', format: 'cjs' }).code], { stdio });
}

/**
 * Adds `count - 1` handles to `server`'s listening socket, asynchronously: the server answers on its
 * own handle meanwhile. A connection accepted on an added handle goes through the server's own
 * accept path (Node's `onconnection`, with the server as owner): the same count of connections,
 * `maxConnections`, `'connection'` listeners (the caps and states of this folder), HTTP timeouts
 * and `close`, which closes every handle at once. `backlog` is the server's own (listening again
 * sets it for the socket). It resolves once the helper process is gone (it holds copies of the
 * socket). A performance aid, it fails soft: on any failure (the helper cannot start, exits early or
 * takes longer than `timeoutMs`) the server keeps its one handle and the outcome says why. Skipped
 * (none added) for `count` 1 and in a node:cluster worker, whose handle is the primary's.
 */
export function addAcceptHandles(
  server: Server,
  count: number,
  backlog: number,
  { script = HELPER, timeoutMs = HELPER_TIMEOUT_MS }: HelperOptions = {},
): Promise<AcceptHandlesOutcome> {
  if (count <= 1 || cluster.isWorker) return Promise.resolve({ added: [] });
  const listening = listeningHandleOf(server);
  if (!listening) return Promise.resolve({ failed: 'the server has no TCP handle of its own to copy' });
  const { handle: own, owner } = listening;
  let helper: ChildProcess;
  try {
    helper = startHelper(script);
  } catch (error) {
    return Promise.resolve({ failed: `the helper process did not start: ${(error as Error).message}` });
  }
  const received: TcpHandle[] = [];
  const close = server.close;
  server.close = function closeEveryHandle(this: Server, callback?: (error?: Error) => void) {
    for (const handle of received.splice(0)) handle.close();
    helper.kill('SIGKILL');
    return close.call(this, callback);
  };
  return new Promise((resolve) => {
    let stderr = '';
    helper.stderr?.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString('utf8')}`.slice(-4096)));
    let sent = false;
    let settled = false;
    const settle = (outcome: AcceptHandlesOutcome) => {
      if (settled) return;
      settled = true;
      if ('failed' in outcome) {
        for (const handle of received.splice(0)) handle.close();
        helper.kill('SIGKILL');
      }
      resolve(outcome);
    };
    // The helper exits once it has sent the handles; past the bound it is killed, whatever it sent.
    const timer = setTimeout(() => settle({ failed: `the helper process sent no handles within ${timeoutMs} ms` }), timeoutMs);
    helper.on('error', (error) => settle({ failed: `the helper process failed: ${error.message}` }));
    // 'close', not 'exit': it comes after the last message, which 'exit' can precede.
    helper.on('close', (code, signal) => {
      clearTimeout(timer);
      // Closed meanwhile, the server took none (`close` closed them).
      if (sent || !server.listening) return settle({ added: [...received] });
      const why = stderr.split('\n').find((line) => /^\w*Error\b/.test(line)) ?? `code ${code ?? signal}`;
      settle({ failed: `the helper process exited before sending the handles: ${why}` });
    });
    helper.on('message', (message: { done?: true }, handle?: TcpHandle) => {
      if (message.done) sent = true;
      if (!handle) return;
      if (settled || !server.listening) return handle.close();
      const error = handle.listen(backlog);
      if (error !== 0) {
        handle.close();
        return settle({ failed: `a copy of the listening socket did not listen (error ${error})` });
      }
      handle.onconnection = own.onconnection;
      handle[owner] = server;
      received.push(handle);
    });
    // A raw handle (not the net.Server) goes as a bare handle: the helper does not listen on it.
    helper.send({ copies: count - 1 }, own as never, (error) => error && settle({ failed: `the helper process was not sent the handle: ${error.message}` }));
  });
}
