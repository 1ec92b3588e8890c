// Deployments that differ from the mock only where the documentation leaves a choice (tests only):
// a seeded generator of variants, each a Fault of the suite's harness that rewrites the mock's answers.
import type { Request } from 'express';
import type { Fault } from '../../../contract-tests/faults/harness';
import { META_FIELDS, RELEASE_FIELDS } from '../../core/spec';

/** The choices a variant makes; each is one the documentation admits. */
export interface Choices {
  /** A `fields` list holds only the names (§4.1 "restricted to the requested fields"), not Wagtail's defaults too. */
  restrictedFields: boolean;
  /** A listing without `fields` holds every field, as §4.1's sample. */
  everyFieldByDefault: boolean;
  /** Fields the documentation does not name, on items and in meta. */
  extraFields: boolean;
  /** Releases of one expected_date in another order than by id (§4.1 states no tie order). */
  tiesReversed: boolean;
  /** Labels, colors and descriptions of their own for codes other than announced, another color for announced (§2.4). */
  ownWords: boolean;
}

/** mulberry32: a small seeded generator, enough to vary the choices reproducibly. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function choicesOf(seed: number): Choices {
  const next = generator(seed);
  return { restrictedFields: next() < 0.5, everyFieldByDefault: next() < 0.5, extraFields: next() < 0.5, tiesReversed: next() < 0.5, ownWords: next() < 0.5 };
}

type Item = Record<string, unknown> & { meta?: Record<string, unknown>; status?: Record<string, unknown> };
const DOCUMENTED = new Set<string>(RELEASE_FIELDS);
const META = new Set<string>(META_FIELDS);
const OWN_WORDS: Record<string, { label: string; color: string; description: string }> = {
  draft: { label: 'In preparation', color: '#112233', description: 'Being written.' },
  scheduled: { label: 'Planned', color: '#445566', description: 'Goes out soon.' },
  published: { label: 'Out now', color: '#778899', description: 'Released.' },
};

/** Keeps only the named fields (and meta where a meta field is named). */
function restrict(item: Item, names: string[]): void {
  for (const key of Object.keys(item)) if (DOCUMENTED.has(key) && !names.includes(key) && !(key === 'meta' && names.some((n) => META.has(n)))) delete item[key];
}

/** Each run of releases with one expected_date, in reverse. */
function reverseTies(items: Item[]): Item[] {
  const runs: Item[][] = [];
  for (const item of items) {
    const run = runs[runs.length - 1];
    if (run && item.expected_date !== undefined && run[0].expected_date === item.expected_date) run.push(item);
    else runs.push([item]);
  }
  return runs.flatMap((run) => run.reverse());
}

/** The variant of the mock that makes these choices. */
export function conformingVariant(choices: Choices): Fault {
  return {
    name: `conforming variant ${JSON.stringify(choices)}`,
    caughtBy: 'none',
    request: (req: Request, query: URLSearchParams) => {
      if (choices.everyFieldByDefault && req.path === '/api/v2/pages/' && !query.has('fields')) query.set('fields', '*');
      // The original `fields` for the answer rewrite: the request's query is rewritten before it.
      req.headers['x-variant-fields'] = new URLSearchParams(req.url.split('?')[1] ?? '').get('fields') ?? '';
    },
    answer: (body, req) => {
      const list = body as { items?: Item[]; meta?: Record<string, unknown> };
      if (!Array.isArray(list.items)) return body;
      const fields = String(req.headers['x-variant-fields'] ?? '');
      const names = fields.split(',');
      if (choices.restrictedFields && fields !== '' && !names.includes('*') && names.every((n) => DOCUMENTED.has(n) || META.has(n)))
        for (const item of list.items) restrict(item, names);
      if (choices.tiesReversed && /ordering=-?expected_date/.test(req.url)) list.items = reverseTies(list.items);
      for (const item of list.items) {
        if (choices.extraFields) {
          item.summary = 'A field the documentation does not name.';
          if (item.meta) item.meta.locale = 'en';
        }
        if (choices.ownWords && item.status) {
          const code = String(item.status.code);
          Object.assign(item.status, OWN_WORDS[code] ?? { color: '#0A0B0C' });
        }
      }
      if (choices.extraFields) list.meta = { ...list.meta, next: null };
      return body;
    },
  };
}
