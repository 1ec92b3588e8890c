// The rotating scenario's requests: distinct, realistic listings drawn from a seed and
// from the served data, so that no cache of recent answers or searches can serve most of them.
import { ORDERING_VALUES } from '../src/mock/domain/ordering';
import { randomFrom } from './seededRandom';
import { AUTH, LIST } from './servers';

const STATUSES = ['draft', 'announced', 'scheduled', 'published'] as const;
/** `fields` lists a client asks for: the default (none), narrow ones, all, and Wagtail's `-name` and `_`. */
const FIELDS = [
  undefined,
  undefined,
  undefined,
  '_,title,status',
  'title,expected_date,status',
  '*',
  '-slug',
  '_,id,expected_date,target_date',
  'meta,status',
  'expected_time_period',
];
const LIMITS = [20, 20, 20, 10, 50, 100, 200];
const DAY_MS = 86_400_000;

/** What the draws come from: words of the served titles, and the span of their expected dates. */
export interface RequestMaterial {
  words: string[];
  firstDate: string;
  lastDate: string;
}

type Items = { items: { title?: string; expected_date?: string }[] };
/** How the material is asked for: `fetch`, or the same call on an in-process fetch handler. */
type Fetcher = (url: string, init: { headers: Record<string, string> }) => Promise<Response>;

/** Title words (4+ letters) of a few pages spread over the data, and its first and last expected dates, from a running mock. */
export async function materialFrom(base: string, count: number, fetcher: Fetcher = fetch): Promise<RequestMaterial> {
  const get = async (base: string, query: string) => (await (await fetcher(`${base}${LIST}&${query}`, { headers: AUTH })).json()) as Items;
  const words = new Set<string>();
  for (let page = 0; page < 5; page++) {
    const { items } = await get(base, `fields=_,title&limit=200&offset=${Math.floor((count * page) / 5)}`);
    for (const { title } of items) for (const word of title?.toLowerCase().match(/[a-z]{4,}/g) ?? []) words.add(word);
  }
  const [first, last] = await Promise.all([
    get(base, 'fields=_,expected_date&ordering=expected_date&limit=1'),
    get(base, 'fields=_,expected_date&ordering=-expected_date&limit=1'),
  ]);
  return { words: [...words].sort(), firstDate: first.items[0].expected_date!, lastDate: last.items[0].expected_date! };
}

/**
 * `count` distinct listing paths, the same for the same seed and material: each a mix of a filter
 * (status, a date range or a date), a search of one or two words, an ordering, a page (limit and
 * offset) and a `fields` list, each part present or not.
 */
export function rotatingRequests(material: RequestMaterial, count: number, seed = 1): string[] {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const from = Date.parse(material.firstDate);
  const span = Date.parse(material.lastDate) - from;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const requests = new Set<string>();
  while (requests.size < count) {
    const query: string[] = [];
    const filter = random();
    if (filter < 0.3) query.push(`status=${pick(STATUSES)}`);
    if (filter > 0.2 && filter < 0.6) {
      const after = from + Math.floor(random() * span);
      query.push(`expected_date_after=${day(after)}`, `expected_date_before=${day(after + (7 + Math.floor(random() * 120)) * DAY_MS)}`);
    } else if (filter > 0.9) query.push(`expected_date=${day(from + Math.floor(random() * span))}`);
    const search = random();
    if (search < 0.25) query.push(`search=${pick(material.words)}`);
    else if (search < 0.4) query.push(`search=${pick(material.words)}+${pick(material.words)}`, `search_operator=${pick(['and', 'or'])}`);
    if (random() < 0.6) query.push(`ordering=${pick(ORDERING_VALUES)}`);
    const limit = pick(LIMITS);
    query.push(`limit=${limit}`);
    if (random() < 0.4) query.push(`offset=${limit * Math.floor(random() * 10)}`);
    const fields = pick(FIELDS);
    if (fields !== undefined) query.push(`fields=${fields}`);
    requests.add(`${LIST}&${query.join('&')}`);
  }
  return [...requests];
}
