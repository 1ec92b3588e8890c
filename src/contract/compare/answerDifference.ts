// How two deployments' answers to one request differ, when neither breaks a rule: not at all, as
// the spec allows (the order of ties or without `ordering`, which fields a `fields` list reads to,
// metadata beyond §2.3's, the wording of statuses other than announced, an error's body), or in
// their data (a release only one side has, a value that differs).
import { isDeepStrictEqual } from 'node:util';
import { isObject, itemsOf, type Item } from '../../rules';

export type DifferenceKind = 'same' | 'allowed' | 'data';

export interface AnswerDifference {
  kind: DifferenceKind;
  /** Each difference in a few words, the side named (A, B). */
  notes: string[];
}

/** An answer as compared: its status and parsed body. */
export interface ComparedAnswer {
  status: number;
  body: unknown;
}

/** At most this many releases are named in one note; the rest are counted. */
const NAMED = 3;

const listed = (ids: readonly number[]) => `${ids.slice(0, NAMED).join(', ')}${ids.length > NAMED ? ` and ${ids.length - NAMED} more` : ''}`;

/** A value with every absolute URL in it reduced to its path: each deployment names its own host (§2.3's detail_url, html_url, a report's url). */
function hostless(value: unknown): unknown {
  if (typeof value === 'string') return /^https?:\/\//i.test(value) && URL.canParse(value) ? ((url) => `${url.pathname}${url.search}`)(new URL(value)) : value;
  if (Array.isArray(value)) return value.map(hostless);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, hostless(v)]));
  return value;
}

const alike = (x: unknown, y: unknown) => isDeepStrictEqual(hostless(x), hostless(y));

/** Differences of data, each field once with the releases it differs in. */
class DataNotes {
  private readonly byWhat = new Map<string, string[]>();
  readonly plain: string[] = [];

  add(what: string, name: string): void {
    this.byWhat.set(what, [...(this.byWhat.get(what) ?? []), name]);
  }

  get notes(): string[] {
    return [
      ...this.plain,
      ...[...this.byWhat].map(
        ([what, names]) => `${what} differs in ${names.slice(0, NAMED).join(', ')}${names.length > NAMED ? ` and ${names.length - NAMED} more` : ''}`,
      ),
    ];
  }
}

/** The keys of two objects that only one holds, as `A: x; B: y`. */
function keysApart(a: Item, b: Item): string | undefined {
  const onlyA = Object.keys(a).filter((key) => !(key in b));
  const onlyB = Object.keys(b).filter((key) => !(key in a));
  if (onlyA.length === 0 && onlyB.length === 0) return undefined;
  return [onlyA.length > 0 && `only A shows ${onlyA.join(', ')}`, onlyB.length > 0 && `only B shows ${onlyB.join(', ')}`].filter(Boolean).join('; ');
}

/** One release as both sides show it: differences the spec allows, and differences of data. */
function releaseDifference(name: string, a: Item, b: Item, allowed: Set<string>, data: DataNotes): void {
  const apart = keysApart(a, b);
  if (apart) allowed.add(`fields: ${apart} (§4.1: which fields a list of names gives is open to reading)`);
  if (isObject(a.meta) && isObject(b.meta)) {
    const metaApart = keysApart(a.meta, b.meta);
    if (metaApart) allowed.add(`meta: ${metaApart} (§2.3: further metadata fields are not shown)`);
  }
  for (const key of Object.keys(a).filter((k) => k in b && k !== 'meta')) {
    if (alike(a[key], b[key])) continue;
    const [x, y] = [a[key], b[key]];
    if (key === 'status' && isObject(x) && isObject(y) && x.code === y.code && x.code !== 'announced') {
      allowed.add(`status wording of ${String(x.code)} (§2.4: labels, colours and descriptions other than announced's are not shown)`);
    } else data.add(key, name);
  }
  if (isObject(a.meta) && isObject(b.meta)) {
    for (const key of Object.keys(a.meta).filter((k) => b.meta && k in (b.meta as Item))) {
      if (!alike(a.meta[key], (b.meta as Item)[key])) data.add(`meta.${key}`, name);
    }
  }
}

/** The releases of two listing answers compared by id: those one side lacks, their order, then each release. */
function listingDifference(query: URLSearchParams, a: Item[], b: Item[], allowed: Set<string>, data: DataNotes): void {
  const idsA = a.map((item) => item.id);
  const idsB = b.map((item) => item.id);
  if (![...idsA, ...idsB].every((id) => typeof id === 'number')) {
    // A side that shows no id (a `fields` list read as only those fields): matched by position.
    if (a.length !== b.length) data.plain.push(`${a.length} items on A, ${b.length} on B`);
    for (let i = 0; i < Math.min(a.length, b.length); i++) releaseDifference(`item ${i}`, a[i], b[i], allowed, data);
    return;
  }
  const inB = new Map(b.map((item) => [item.id as number, item]));
  const inA = new Set(idsA as number[]);
  const onlyA = (idsA as number[]).filter((id) => !inB.has(id));
  const onlyB = (idsB as number[]).filter((id) => !inA.has(id));
  if (onlyA.length > 0) data.plain.push(`only A has release ${listed(onlyA)}`);
  if (onlyB.length > 0) data.plain.push(`only B has release ${listed(onlyB)}`);
  const commonA = (idsA as number[]).filter((id) => inB.has(id));
  const commonB = (idsB as number[]).filter((id) => inA.has(id));
  if (!isDeepStrictEqual(commonA, commonB)) {
    allowed.add(
      query.has('ordering')
        ? 'order: releases of one date in another order (§4.1: ties are not ordered)'
        : 'order: another order (§4.1: the order without ordering is not shown)',
    );
  }
  for (const item of a) if (inB.has(item.id as number)) releaseDifference(`release ${String(item.id)}`, item, inB.get(item.id as number)!, allowed, data);
}

/** How answer `b` differs from answer `a` to the request whose query is `query`, when neither breaks a rule. */
export function answerDifference(query: URLSearchParams, a: ComparedAnswer, b: ComparedAnswer): AnswerDifference {
  const allowed = new Set<string>();
  const data = new DataNotes();
  if (a.status !== b.status) allowed.add(`status ${a.status} on A, ${b.status} on B (neither breaks a rule)`);
  else if (a.status !== 200) {
    if (!alike(a.body, b.body)) allowed.add('error bodies differ (§7: their shape is not shown)');
  } else {
    const total = (body: unknown) => (isObject(body) && isObject(body.meta) ? body.meta.total_count : undefined);
    if (total(a.body) !== total(b.body)) data.plain.push(`total_count ${String(total(a.body))} on A, ${String(total(b.body))} on B`);
    listingDifference(
      query,
      itemsOf(a.body).map(({ item }) => item),
      itemsOf(b.body).map(({ item }) => item),
      allowed,
      data,
    );
  }
  const notes = [...data.notes, ...allowed];
  return { kind: data.notes.length > 0 ? 'data' : allowed.size > 0 ? 'allowed' : 'same', notes };
}
