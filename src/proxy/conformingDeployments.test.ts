// Tests that the proxy reports no violation in front of conforming deployments.
import { AUTH, LISTING, testApp } from '../mock/testing/testApp';
import { listenLocally } from '../net/testing/listenLocally';
import { faultyApp } from '../../contract-tests/faults/harness';
import { choicesOf, conformingVariant, type Choices } from './testing/conformingVariants';
import { frontendPaths } from './testing/frontendTraffic';
import { startProxy } from './testing/startProxy';

// Each proxy starts its checks thread (loading the rules and compiling the validators): seconds on a loaded machine.
jest.setTimeout(30_000);

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

test('the seeded variants make every choice the documentation admits, each both ways', () => {
  const made = SEEDS.map(choicesOf);
  for (const choice of Object.keys(made[0]) as (keyof Choices)[])
    expect({ choice, ways: new Set(made.map((c) => c[choice])).size }).toEqual({ choice, ways: 2 });
});

// No false alarm of the five kinds a conforming deployment could draw (fields read additively, ties by id, scheduled without target_date, announced without expected_date, detail_url without id).
test.each(SEEDS)(
  'seed %i: in the spec profile, no violation over ordinary frontend traffic in front of a conforming variant',
  async (seed) => {
    const upstream = await listenLocally(faultyApp(testApp().app, conformingVariant(choicesOf(seed))));
    const proxy = await startProxy(upstream.url);
    try {
      for (const path of frontendPaths(LISTING)) expect((await fetch(`${proxy.url}${path}`, { headers: AUTH })).status).toBe(200);
      const violations = proxy.lines
        .map((line) => JSON.parse(line) as { kind: string; rule?: string; actual?: string })
        .filter((line) => line.kind !== 'client-problem');
      expect(violations).toEqual([]);
      expect(proxy.report.counts.answers).toBe(frontendPaths(LISTING).length);
    } finally {
      await Promise.all([proxy.close(), upstream.close()]);
    }
  },
  60_000,
);

test('the mock itself: no violation in either profile', async () => {
  const upstream = await listenLocally(testApp().app);
  const proxies = await Promise.all([startProxy(upstream.url), startProxy(upstream.url, { profile: 'mock' })]);
  try {
    for (const proxy of proxies) for (const path of frontendPaths(LISTING)) await fetch(`${proxy.url}${path}`, { headers: AUTH });
    expect(proxies.map((p) => p.lines.filter((line) => !line.includes('"client-problem"')))).toEqual([[], []]);
  } finally {
    await Promise.all([...proxies.map((p) => p.close()), upstream.close()]);
  }
}, 60_000);

test('items restricted to fields without id: a date filter walked beside its base is not judged for completeness (saying why), never violated', async () => {
  const seed = SEEDS.find((s) => choicesOf(s).restrictedFields)!;
  const upstream = await listenLocally(faultyApp(testApp().app, conformingVariant(choicesOf(seed))));
  const proxy = await startProxy(upstream.url);
  try {
    const walk = async (query: string) => {
      const first = (await (await fetch(`${proxy.url}${LISTING}&${query}&limit=200`, { headers: AUTH })).json()) as {
        meta: { total_count: number };
        items: { expected_date: string }[];
      };
      for (let offset = 200; offset < first.meta.total_count; offset += 200)
        await (await fetch(`${proxy.url}${LISTING}&${query}&limit=200&offset=${offset}`, { headers: AUTH })).arrayBuffer();
      return first.items;
    };
    // The base shows ids, the filtered result does not: both are one query to the judge (fields aside).
    const dates = (await walk('fields=id,expected_date')).map((item) => item.expected_date).sort();
    await walk(`expected_date_after=${dates[Math.floor(dates.length / 2)]}&fields=expected_date`);
    expect(proxy.report.counts.violations).toEqual({});
    expect(proxy.report.counts.unjudgedWhy['filter.expected-date-after-is-inclusive']).toMatch(/show no id/);
  } finally {
    await Promise.all([proxy.close(), upstream.close()]);
  }
}, 60_000);
