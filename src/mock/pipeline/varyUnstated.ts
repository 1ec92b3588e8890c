// `--vary-unstated`: per request, the mock picks among the readings the spec admits where it says
// "not shown", and names each pick in a header, so that a client relying on one reading fails in
// its own tests (the idea of TLS's GREASE and SQLite's reverse_unordered_selects).
import { RELEASE_FIELDS } from '../../core/spec';
import { bytesAnswer, JSON_TYPE, utf8, type CoreAnswer, type CoreRequest, type CoreResult } from './answer';
import type { WaitSignal } from './latency';
import { LISTING_ROUTE } from './routes';

/** The response header naming the picks: `ties=id-desc; fields=restricted; ...`. */
export const READING_HEADER = 'X-Mock-Reading';

/** Each reading the spec leaves open, and the choices the mock varies among (the first is the mock's own). */
export const READINGS = {
  /** §4.1: the order of items of equal expected_date (`ordering=±expected_date`) is not stated. */
  ties: ['id-asc', 'id-desc'],
  /** §4.1: items are "restricted to the requested fields", or Wagtail's names added to the defaults. */
  fields: ['additive', 'restricted'],
  /** §4.1 notes: a request without `fields` gets the defaults, or every field as the sample shows. */
  'no-fields': ['defaults', 'all'],
  /** §7: the shape of the error body is not shown. */
  'error-body': ['message', 'detail', 'errors'],
  /** §2.3: further metadata fields may exist; the spec forbids no extra field. */
  'extra-fields': ['none', 'added'],
  /** §2.4: labels, colours and descriptions of statuses other than announced are not shown. */
  'status-presentation': ['mock', 'other'],
} as const;

export type ReadingName = keyof typeof READINGS;
export type Picks = { [name in ReadingName]: (typeof READINGS)[name][number] };

/** FNV-1a, 32 bits: a cheap, stable hash for seeded picks. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The picks for a query: drawn from the seed and the query without `offset` and `limit`, so that
 * the pages of one query read alike (their totals and partition hold) and a repeated request gets
 * the same answer.
 */
export function picksFor(seed: number, query: URLSearchParams): Picks {
  const base = [...query]
    .filter(([name]) => name !== 'offset' && name !== 'limit')
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const pick = <N extends ReadingName>(name: N) => READINGS[name][hash(`${seed}|${name}|${base}`) % READINGS[name].length];
  return Object.fromEntries(Object.keys(READINGS).map((name) => [name, pick(name as ReadingName)])) as Picks;
}

const headerValue = (picks: Picks) =>
  Object.entries(picks)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Another reading of §2.4 for the statuses other than announced: other labels, colours and words. */
const OTHER_PRESENTATION: Record<string, { label: string; color: string; description: string }> = {
  draft: { label: 'In preparation', color: '#888888', description: 'This release is being prepared.' },
  scheduled: { label: 'Upcoming', color: '#AA5500', description: 'Publication is planned.' },
  published: { label: 'Released', color: '#117733', description: 'This release is out.' },
};

type Item = Record<string, unknown> & { meta?: Record<string, unknown>; status?: Record<string, unknown> };

/** Items of equal expected_date in descending id, within the page (which items a page holds does not change). */
function reverseTies(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length;) {
    let end = i + 1;
    while (end < items.length && items[end].expected_date === items[i].expected_date) end++;
    out.push(...items.slice(i, end).sort((a, b) => Number(b.id) - Number(a.id)));
    i = end;
  }
  return out;
}

/** Whether `fields` is a plain list of §2.2 names, the only form whose restricted reading the spec states. */
const plainNames = (fields: string | null): string[] | undefined => {
  const names = fields?.split(',');
  return names && fields !== '*' && names.every((name) => (RELEASE_FIELDS as readonly string[]).includes(name)) ? names : undefined;
};

function varyItem(item: Item, picks: Picks, restrictTo: string[] | undefined): Item {
  let varied: Item = item;
  if (restrictTo) varied = Object.fromEntries(Object.entries(varied).filter(([key]) => restrictTo.includes(key))) as Item;
  if (picks['extra-fields'] === 'added' && varied.meta) varied = { ...varied, meta: { ...varied.meta, locale: 'en', show_in_menus: false } };
  const code = varied.status?.code;
  if (picks['status-presentation'] === 'other' && typeof code === 'string' && code in OTHER_PRESENTATION) {
    varied = { ...varied, status: { ...varied.status, ...OTHER_PRESENTATION[code] } };
  }
  return varied;
}

function varyListing(body: { meta: unknown; items: Item[] }, picks: Picks, query: URLSearchParams): unknown {
  const ordering = query.get('ordering');
  const restrictTo = picks.fields === 'restricted' ? plainNames(query.get('fields')) : undefined;
  // Ties are varied before the restricted reading drops `id`, and only where every item shows its expected_date.
  const byDate = ordering === 'expected_date' || ordering === '-expected_date';
  const tied =
    picks.ties === 'id-desc' && byDate && body.items.every((item) => typeof item.expected_date === 'string' && typeof item.id === 'number')
      ? reverseTies(body.items)
      : body.items;
  return { ...body, items: tied.map((item) => varyItem(item, picks, restrictTo)) };
}

function varyError(body: Record<string, unknown>, picks: Picks): unknown {
  const text = body.message ?? body.detail;
  if (typeof text !== 'string' || picks['error-body'] === 'message') return body;
  return picks['error-body'] === 'detail' ? { detail: text } : { errors: [{ message: text }] };
}

/** The answer with its body varied, its header added; not described by openapi.yaml any more (the transport checks none). */
function varied(answer: CoreAnswer, picks: Picks, query: URLSearchParams): CoreAnswer {
  const bytes = answer.body instanceof Uint8Array ? answer.body : undefined;
  const json = answer.headers.some(([name, value]) => name === 'Content-Type' && value === JSON_TYPE);
  if (!json || !bytes) return { ...answer, headers: [...answer.headers, [READING_HEADER, headerValue(picks)]], described: false, value: undefined };
  const headers = answer.headers.filter(([name]) => name !== 'Content-Type' && name !== 'Content-Length');
  headers.push([READING_HEADER, headerValue(picks)]);
  const body = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  const changed =
    answer.status === 200 ? varyListing(body as { meta: unknown; items: Item[] }, picks, query) : answer.status >= 400 ? varyError(body, picks) : body;
  return { ...bytesAnswer(answer.status, headers, JSON_TYPE, utf8(JSON.stringify(changed))), described: false, provoked: answer.provoked };
}

type Handle = (request: CoreRequest, signal?: WaitSignal) => Promise<CoreResult>;

/** `handle` with the listing's answers varied (seeded by `seed`); other paths are left alone. */
export function varyingUnstated(handle: Handle, seed: number): Handle {
  return async (request, signal) => {
    const queryStart = request.target.indexOf('?');
    const path = queryStart === -1 ? request.target : request.target.slice(0, queryStart);
    if (!LISTING_ROUTE.test(path) || request.warmUp) return handle(request, signal);
    const query = new URLSearchParams(queryStart === -1 ? '' : request.target.slice(queryStart + 1));
    const picks = picksFor(seed, query);
    // "Every field" without `fields`: the request the core answers asks for them.
    const everyField = picks['no-fields'] === 'all' && !query.has('fields');
    const asked = everyField ? { ...request, target: `${request.target}${queryStart === -1 ? '?' : '&'}fields=*` } : request;
    const result = await handle(asked, signal);
    return result.kind === 'answer' ? varied(result, picks, query) : result;
  };
}
