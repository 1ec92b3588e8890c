// An upstream for the proxy's hostile-input tests and benchmark: a small valid listing by default,
// and on request (the `X-Attack` header) a gzip bomb or an answer that never ends. It runs in a
// process of its own (startHostileUpstream), so that the attackers' work does not slow it.
import { fork } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { listen, type Listening } from '../../net/server/listen';
import { SOURCE_FLAGS } from '../../net/testing/sourceFlags';

/** A gzip bomb: `inflatedMb` MB of spaces in gzip members of 1 MB, concatenated (a gunzip reads every member): small as sent. */
export function gzipBomb(inflatedMb: number): Buffer {
  const member = gzipSync(Buffer.alloc(1024 * 1024, ' '), { level: 9 });
  return Buffer.concat(Array.from({ length: inflatedMb }, () => member));
}

/** The listing's target, as the attacks and the client beside them ask it. */
export { LISTING_TARGET as LISTING } from '../../core/spec';
/** Any token: the hostile upstream asks for none, the proxy passes it on. */
export const PASSED_ON_AUTH = { Authorization: 'Token hostile-upstream' } as const;

const LISTING_BODY = JSON.stringify({ meta: { total_count: 0 }, items: [] });

/** Where it lists the targets of the requests it has been sent, as JSON. */
const PATHS = '/__paths';

export interface HostileUpstream {
  url: string;
  /** The targets of the requests it has been sent so far. */
  paths: () => Promise<string[]>;
  close: () => Promise<void>;
}

/** Writes 64 KB chunks as fast as the reader takes them, until the connection closes. */
function endless(response: ServerResponse): void {
  const chunk = Buffer.alloc(64 * 1024, '[');
  response.writeHead(200, { 'Content-Type': 'application/json' });
  const write = () => {
    while (!response.destroyed && response.write(chunk));
  };
  response.on('drain', write);
  write();
}

/** Serves the hostile upstream in this process on a free loopback port; `bomb` is what `X-Attack: bomb` answers. */
export async function serveHostileUpstream(bomb: Buffer): Promise<Listening> {
  const paths: string[] = [];
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === PATHS) return void response.end(JSON.stringify(paths));
    paths.push(request.url ?? '');
    // Answered once the request's body is read, as a real server does.
    request.resume().once('end', () => answer(request, response));
  };
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const headers = { 'Content-Type': 'application/json', Date: new Date().toUTCString() };
    if (request.headers['x-attack'] === 'bomb')
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(bomb.length) }).end(bomb);
    else if (request.headers['x-attack'] === 'endless') endless(response);
    else response.writeHead(200, headers).end(LISTING_BODY);
  };
  return listen(handler, 0, '127.0.0.1');
}

/** Starts the hostile upstream in a child process, its bomb inflating to `bombMb` MB. */
export async function startHostileUpstream(bombMb: number): Promise<HostileUpstream> {
  const child = fork(__filename, [String(bombMb)], { execArgv: [...SOURCE_FLAGS], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve(String(message)));
    child.once('exit', (code) => reject(new Error(`the hostile upstream exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    paths: async () => (await (await fetch(`${url}${PATHS}`)).json()) as string[],
    close: async () => {
      child.kill();
      await exited;
    },
  };
}

if (require.main === module) {
  void serveHostileUpstream(gzipBomb(Number(process.argv[2]))).then(({ url }) => process.send?.(url));
}
