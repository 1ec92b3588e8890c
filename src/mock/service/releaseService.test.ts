// Tests that the service's listing bytes are those of `JSON.stringify`, from the cache or not.
import { createClock } from '../domain/clock';
import { generateDataset } from '../data/generateDataset';
import { ReleaseService, type ListRequest } from './releaseService';
import { ReleaseStore } from '../store/releaseStore';
import { release } from '../testing/records';

/** The bytes as text (the service writes UTF-8 in plain Uint8Arrays). */
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const NOW = '2026-03-01T12:00:00Z';
const clock = createClock({ now: NOW });
const store = new ReleaseStore(generateDataset({ seed: 5, count: 300, clock }));
const service = new ReleaseService(store, clock);
const page = (overrides: Partial<ListRequest> = {}): ListRequest => ({ limit: 20, offset: 0, ...overrides });

describe('listings as bytes: those of JSON.stringify of the objects, from items serialized once', () => {
  const requests: [string, ListRequest][] = [
    ['default fields', page()],
    ['a full page of every field', page({ limit: 200, fields: '*' })],
    ['fields=_,status (status alone)', page({ fields: '_,status' })],
    ['filtered and ordered', page({ status: 'scheduled', ordering: '-expected_date' })],
    ['a search', page({ search: 'quarterly' })],
    ['no items, with a total', page({ limit: 0 })],
    ['past the end', page({ offset: 5000 })],
  ];

  test.each(requests)('%s: the same bytes, first and again from the cache, with the objects or without', (_name, request) => {
    const fresh = new ReleaseService(store, clock);
    const { body, json } = fresh.list(request, 'http://mock.test');
    const expected = JSON.stringify(body);
    expect(text(json)).toBe(expected);
    expect(text(fresh.listJson(request, 'http://mock.test'))).toBe(expected);
    expect(text(fresh.list(request, 'http://mock.test').json)).toBe(expected);
  });

  test('one release under two selections and two origins: four different items', () => {
    const bodies = ['http://a.test', 'http://b.test'].flatMap((origin) =>
      [undefined, '_,detail_url'].map((fields) => text(service.listJson(page({ limit: 1, fields }), origin))),
    );
    expect(new Set(bodies).size).toBe(4);
    expect(bodies[0]).toContain('"detail_url":"http://a.test/api/v2/pages/');
    expect(bodies[2]).toContain('"detail_url":"http://b.test/api/v2/pages/');
  });

  test('after a swap, items are written from the new store, never from bytes of the old one', () => {
    const swapped = new ReleaseService(new ReleaseStore([release({ id: 1, title: 'Old title' })]), clock);
    const titles = () => text(swapped.listJson(page({ fields: 'title' }), 'http://mock.test'));
    expect(titles()).toContain('Old title');
    swapped.swap(new ReleaseStore([release({ id: 1, title: 'New title' })]));
    expect(titles()).toContain('New title');
    expect(text(swapped.list(page({ fields: 'title' }), 'http://mock.test').json)).toContain('New title');
  });

  test('a status changes as soon as the clock reaches a target date, and then again once it passes it', () => {
    const targetMs = Date.parse('2026-03-01T12:00:10Z');
    let nowMs = targetMs - 1;
    // A real-speed clock whose real time source is nowMs, so that it reads nowMs.
    const movingClock = createClock({ now: new Date(nowMs).toISOString(), rate: 1, realNow: () => nowMs });
    const moving = new ReleaseService(
      new ReleaseStore([release({ id: 1, target_date: '2026-03-01T12:00:10+00:00', expected_date: '2026-03-01' })]),
      movingClock,
    );
    const statusNow = () => {
      const body = text(moving.listJson(page({ fields: 'status' }), 'http://mock.test'));
      expect(body).toBe(JSON.stringify(moving.list(page({ fields: 'status' }), 'http://mock.test').body));
      return (JSON.parse(body) as { items: { status: { code: string; description: string } }[] }).items[0].status;
    };
    expect(statusNow().code).toBe('scheduled');
    nowMs = targetMs; // exactly at the target: no condition of spec §3 holds, and it shows published
    expect(statusNow()).toMatchObject({ code: 'published', description: 'Published on 2026-03-01.' });
    nowMs = targetMs + 1;
    expect(statusNow().code).toBe('published');
    nowMs = targetMs - 1; // a clock set back: the earlier epoch again
    expect(statusNow().code).toBe('scheduled');
  });
});
