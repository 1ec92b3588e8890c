// Deployments that attack whoever calls them, for the outbound side's tests and benchmark: a body of
// 2 GiB (streamed, never held), one that never ends, a gzip bomb, a page of too many items or of
// too many bytes, a Content-Length that lies, full pages however far one asks, JSON small as text
// and large once parsed, whole or never ending.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, type Listening } from '../server/listen';
import { gzipBomb } from '../../proxy/testing/hostileUpstream';

export const HOSTILE_KINDS = [
  'huge',
  'endless',
  'bomb',
  'bytes',
  'items',
  'longPage',
  'lyingLength',
  'fullPages',
  'values',
  'endlessValues',
  'endlessItems',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

const JSON_TYPE = { 'Content-Type': 'application/json' };
const GIB = 1024 * 1024 * 1024;

/** A hostile deployment listening, and the bytes its endless bodies have written so far (what their readers took, give or take the sockets' buffers). */
export interface HostileDeployment extends Listening {
  poured: () => number;
}

/** Writes `chunk` over and over as fast as the reader takes it, `times` times (or forever), then ends; counts the bytes in `sent`. */
function pour(response: ServerResponse, chunk: Buffer, sent: { bytes: number }, times = Infinity): void {
  let written = 0;
  const write = () => {
    while (!response.destroyed && written < times) {
      written++;
      sent.bytes += chunk.length;
      if (!response.write(chunk)) return;
    }
    if (written >= times) response.end();
  };
  response.on('drain', write);
  write();
}

/** A listing page of `count` small items, its `total_count` saying so. */
function page(count: number): string {
  const items = Array.from({ length: count }, (_, i) => `{"id":${i + 1},"title":"Release ${i + 1}"}`);
  return `{"meta":{"total_count":${count}},"items":[${items.join(',')}]}`;
}

export interface HostileOptions {
  /** What the bomb inflates to, in MB (default 1024). */
  bombMb?: number;
  /** Items of the `items` page (default 200,000), of the `longPage` (default 10,000), and the `total_count` of `fullPages` (default 250). */
  items?: number;
  /** Bytes of the `bytes` page (default 64 MiB) and of the `values` page (default 8 MB, within the default size bound). */
  pageBytes?: number;
}

/** The one page a kind answers whole: of long titles (`bytes`), of too many items, or of JSON small as text and large once parsed (`values`). */
export function hostilePage(kind: 'bytes' | 'items' | 'values', options: HostileOptions = {}): string {
  switch (kind) {
    case 'bytes': {
      const title = 'x'.repeat(Math.ceil((options.pageBytes ?? 64 * 1024 * 1024) / 200));
      return `{"meta":{"total_count":200},"items":[${Array.from({ length: 200 }, (_, i) => `{"id":${i + 1},"title":"${title}"}`).join(',')}]}`;
    }
    case 'items':
      return page(options.items ?? 200_000);
    case 'values': {
      // A valid page of 20 items whose `meta` holds as many empty objects as the bytes allow: two bytes of text each, tens once parsed.
      const empties = Math.floor((options.pageBytes ?? 8_000_000) / 3);
      return page(20).replace('{"meta":{', `{"meta":{"padding":[${Array(empties).fill('{}').join(',')}],`);
    }
  }
}

/** The answer of each kind; what it costs to build is paid once, at start. */
function answerer(kind: HostileKind, options: HostileOptions, sent: { bytes: number }): (response: ServerResponse, request: IncomingMessage) => void {
  switch (kind) {
    case 'huge':
      return (response) =>
        pour(response.writeHead(200, { ...JSON_TYPE, 'Content-Length': String(2 * GIB) }), Buffer.alloc(64 * 1024, ' '), sent, (2 * GIB) / (64 * 1024));
    case 'endless':
      // A page whose one title never ends: nothing but its bytes passes a bound.
      return (response) => {
        response.writeHead(200, JSON_TYPE).write('{"items":[{"title":"');
        pour(response, Buffer.alloc(64 * 1024, 'x'), sent);
      };
    case 'bomb': {
      const bomb = gzipBomb(options.bombMb ?? 1024);
      return (response) => response.writeHead(200, { ...JSON_TYPE, 'Content-Encoding': 'gzip', 'Content-Length': String(bomb.length) }).end(bomb);
    }
    case 'bytes':
    case 'items':
    case 'values': {
      const body = hostilePage(kind, options);
      return (response) => response.writeHead(200, JSON_TYPE).end(body);
    }
    case 'longPage': {
      const body = page(options.items ?? 10_000);
      return (response) => response.writeHead(200, JSON_TYPE).end(body);
    }
    case 'fullPages':
      // As many items as asked for, whatever the offset, its total_count saying there are fewer.
      return (response, request) => {
        const limit = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('limit') ?? 20);
        const body = page(limit).replace(`"total_count":${limit}`, `"total_count":${options.items ?? 250}`);
        response.writeHead(200, JSON_TYPE).end(body);
      };
    case 'endlessValues':
    case 'endlessItems': {
      // Zeros without end, two bytes of text each, in `meta` (past the default values bound within the first megabyte) or in `items` (past the default items bound within 20 KB).
      const opening = kind === 'endlessItems' ? '{"items":[' : '{"meta":{"padding":[';
      return (response) => {
        response.writeHead(200, JSON_TYPE).write(opening);
        pour(response, Buffer.from('0,'.repeat(32 * 1024)), sent);
      };
    }
    case 'lyingLength':
      // Announces more than it sends, then keeps the connection open saying nothing.
      return (response) => {
        response.writeHead(200, { ...JSON_TYPE, 'Content-Length': '1000' });
        response.write('{"items":[');
      };
  }
}

/** Serves a hostile deployment of `kind` on a free loopback port. */
export async function serveHostileDeployment(kind: HostileKind, options: HostileOptions = {}): Promise<HostileDeployment> {
  const sent = { bytes: 0 };
  const answer = answerer(kind, options, sent);
  const listening = await listen(
    (request: IncomingMessage, response: ServerResponse) => request.resume().once('end', () => answer(response, request)),
    0,
    '127.0.0.1',
  );
  return { ...listening, poured: () => sent.bytes };
}
