// Tests that the index built in slices answers as the index built at once, at every step.
import { generateDataset } from '../data/generateDataset';
import { createClock } from '../domain/clock';
import { DeferredSearch } from './deferredSearch';
import { SearchIndex, type SearchOperator } from './searchIndex';

const releases = generateDataset({ seed: 7, count: 3000, clock: createClock({ now: '2026-03-01T12:00:00Z' }) }).sort((a, b) => a.id - b.id);
/** Common terms marked from 0 releases on, so that the build also takes its marking and warm-up steps. */
const MARK_ALL = 0;
/** A word of a title, so that at least one query finds releases. */
const titleWord = releases[5].title.split(' ')[0];
const QUERIES: [string, SearchOperator][] = [
  [titleWord, 'or'],
  ['co re in', 'or'],
  ['co re in', 'and'],
  ['q', 'or'],
  ['a b c d e f g h i j k', 'or'],
  ['report update', 'and'],
];

/** Hits as [position, score] pairs, and the first 50 in relevance order. */
const hitsOf = (index: SearchIndex, query: string, operator: SearchOperator) => {
  const hits = index.search(query, operator);
  return { scored: [...hits], leading: Array.from(hits.leading(50)) };
};

describe('DeferredSearch', () => {
  test('is not built until asked, and a search before the slices are done gets the hits of the index built at once', () => {
    const deferred = new DeferredSearch(releases, MARK_ALL);
    expect(deferred.ready).toBe(false);
    const whole = SearchIndex.of(releases, MARK_ALL);
    expect(whole.search(titleWord, 'or').size).toBeGreaterThan(0);
    for (const [query, operator] of QUERIES) expect(hitsOf(deferred.get(), query, operator)).toEqual(hitsOf(whole, query, operator));
    expect(deferred.ready).toBe(true);
  });

  test('built in slices, between turns of the event loop, it answers as the index built at once', async () => {
    const deferred = new DeferredSearch(releases, MARK_ALL);
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    // Slices far shorter than the build, so that it takes several turns.
    const built = await deferred.buildInSlices(0.01).finally(() => clearInterval(counting));
    expect(built).toBe(true);
    expect(turns).toBeGreaterThan(0);
    const whole = SearchIndex.of(releases, MARK_ALL);
    for (const [query, operator] of QUERIES) expect(hitsOf(deferred.get(), query, operator)).toEqual(hitsOf(whole, query, operator));
  });

  test('it answers once the texts are indexed, while the slices still mark common terms, as the index built at once', async () => {
    const deferred = new DeferredSearch(releases, MARK_ALL);
    let finished = false;
    const slicing = deferred.buildInSlices(0.01).then((built) => (finished = built));
    await deferred.whenReady();
    expect(deferred.ready).toBe(true);
    expect(finished).toBe(false);
    const whole = SearchIndex.of(releases, MARK_ALL);
    for (const [query, operator] of QUERIES) expect(hitsOf(deferred.get(), query, operator)).toEqual(hitsOf(whole, query, operator));
    await slicing;
    expect(finished).toBe(true);
  });

  test('once it answers, a search does not take the steps left (the slices do)', () => {
    const deferred = new DeferredSearch(releases, MARK_ALL);
    deferred.readyNow();
    const steps = jest.spyOn(Object.getPrototypeOf(deferred) as { step(): void }, 'step');
    try {
      expect(hitsOf(deferred.get(), 'co re in', 'or')).toEqual(hitsOf(SearchIndex.of(releases, MARK_ALL), 'co re in', 'or'));
      expect(steps).not.toHaveBeenCalled();
    } finally {
      steps.mockRestore();
    }
  });

  test('finishNow takes every step at once: it answers as the index built at once, and slices have nothing left', async () => {
    const deferred = new DeferredSearch(releases, MARK_ALL);
    deferred.finishNow();
    expect(deferred.ready).toBe(true);
    const steps = jest.spyOn(Object.getPrototypeOf(deferred) as { step(): void }, 'step');
    try {
      await expect(deferred.buildInSlices()).resolves.toBe(true);
      expect(steps).not.toHaveBeenCalled();
    } finally {
      steps.mockRestore();
    }
    const whole = SearchIndex.of(releases, MARK_ALL);
    for (const [query, operator] of QUERIES) expect(hitsOf(deferred.get(), query, operator)).toEqual(hitsOf(whole, query, operator));
  });

  test('whenReady starts the slices itself, and a second caller shares them', async () => {
    const deferred = new DeferredSearch(releases, MARK_ALL);
    await Promise.all([deferred.whenReady(), deferred.whenReady()]);
    expect(deferred.ready).toBe(true);
    expect(hitsOf(deferred.get(), 'co re in', 'or')).toEqual(hitsOf(SearchIndex.of(releases, MARK_ALL), 'co re in', 'or'));
  });

  test('an aborted build resolves false and leaves the index to the first search', async () => {
    const deferred = new DeferredSearch(releases, MARK_ALL);
    const stop = new AbortController();
    const building = deferred.buildInSlices(0.01, stop.signal);
    stop.abort();
    await expect(building).resolves.toBe(false);
    expect(deferred.ready).toBe(false);
    expect(deferred.get().search(titleWord, 'or').size).toBe(SearchIndex.of(releases, MARK_ALL).search(titleWord, 'or').size);
  });

  test('a build that throws rejects the slicing and throws for every later search, rather than leave them waiting', async () => {
    const broken = [...releases.slice(0, 300), { ...releases[300], title: null as unknown as string }];
    const deferred = new DeferredSearch(broken, MARK_ALL);
    await expect(deferred.buildInSlices(0.01)).rejects.toThrow(TypeError);
    expect(() => deferred.get()).toThrow(TypeError);
    expect(() => deferred.get()).toThrow(TypeError);
    expect(deferred.ready).toBe(false);
  });

  test('building yields in steps, each a bounded share of the work', () => {
    let steps = 0;
    const building = SearchIndex.building(releases, MARK_ALL);
    while (!building.next().done) steps++;
    // At least one step per 256 releases, and one per marked term and warm-up count.
    expect(steps).toBeGreaterThan(releases.length / 256);
  });
});
