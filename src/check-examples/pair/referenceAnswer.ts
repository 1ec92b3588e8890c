// The reference implementation asked in process, through the mock's public entry
// (`release-pages-mock/fetch`): no port, nothing of the mock's internals.
import { createFetchHandler, LIST_PERMISSION, type FetchHandler, type TokenGrant } from '../../fetch';
import { headerOf, type Header } from '../documents/parseHttpBlock';

/** How the reference must know the example's key for the example's answer to be possible at all. */
export type TokenRole = 'permitted' | 'forbidden' | 'unknown';

export function tokenRoleFor(status: number): TokenRole {
  if (status === 401) return 'unknown';
  if (status === 403) return 'forbidden';
  return 'permitted';
}

export interface ReferenceRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** Path and query. */
  path: string;
  headers: readonly Header[];
  role: TokenRole;
  /** A page id the request names (the detail endpoint), and whether the example presumes that page exists. */
  page?: { id: number; exists: boolean };
}

export interface ReferenceAnswer {
  status: number;
  /** Parsed JSON, or the text of a body that is not JSON. */
  body: unknown;
}

/** The data is never compared with an example's, only its shape and rules: any small dataset and clock will do. */
const DATA = { seed: 42, count: 20, now: '2026-03-01T12:00:00Z' };
const ORIGIN = 'http://reference.invalid';
/** The reference's handlers, one per token and page an example presumes; bounded, the oldest dropped first. */
const MAX_HANDLERS = 64;
const handlers = new Map<string, FetchHandler>();
let releasePages: Promise<unknown[]> | undefined;

/** Every release page of the reference's dataset with every field, as fixtures hold them. */
function pagesOfDataset(): Promise<unknown[]> {
  releasePages ??= (async () => {
    const answer = await createFetchHandler(DATA)(
      new Request(`${ORIGIN}/api/v2/pages/?type=releases.ReleasePage&fields=*&limit=${DATA.count}`, { headers: { Authorization: 'Token dev-token' } }),
    );
    return ((await answer.json()) as { items: unknown[] }).items;
  })();
  return releasePages;
}

/** The dataset's pages, with the page the example names present or absent as it presumes. */
async function fixturesFor(page: NonNullable<ReferenceRequest['page']>): Promise<unknown[]> {
  const pages = (await pagesOfDataset()) as { id: number }[];
  const others = pages.filter((p) => p.id !== page.id);
  return page.exists ? [...others, { ...pages[0], id: page.id }] : others;
}

function grantsFor(key: string | undefined, role: TokenRole): TokenGrant[] {
  if (key === undefined || role === 'unknown') return [];
  return [{ key, permissions: role === 'permitted' ? [LIST_PERMISSION] : [] }];
}

/** The token key of an `Authorization: Token <key>` header, if the header has that form. */
function keyOf(headers: readonly Header[]): string | undefined {
  const parts = (headerOf(headers, 'Authorization')?.value ?? '').trim().split(/\s+/);
  return parts.length === 2 ? parts[1] : undefined;
}

async function handlerFor(req: ReferenceRequest): Promise<FetchHandler> {
  const key = keyOf(req.headers);
  const cacheKey = JSON.stringify([key, req.role, req.page]);
  let handler = handlers.get(cacheKey);
  if (!handler) {
    const tokens = grantsFor(key, req.role);
    handler = req.page ? createFetchHandler({ now: DATA.now, fixtures: await fixturesFor(req.page), tokens }) : createFetchHandler({ ...DATA, tokens });
    if (handlers.size >= MAX_HANDLERS) handlers.delete(handlers.keys().next().value as string);
    handlers.set(cacheKey, handler);
  }
  return handler;
}

/** Sends the example's request to the reference implementation, in process, and gives its answer. */
export async function referenceAnswer(req: ReferenceRequest): Promise<ReferenceAnswer> {
  const headers = new Headers();
  for (const header of req.headers) {
    try {
      headers.set(header.name, header.value);
    } catch {
      // A header fetch will not carry (a malformed name or value) is the request check's to report.
    }
  }
  const response = await (await handlerFor(req))(new Request(`${ORIGIN}${req.path}`, { method: req.method, headers }));
  const text = await response.text();
  return { status: response.status, body: /json/.test(response.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text };
}
