// Test that a request the search index need not hold goes on in the same turn of the event loop.
import express from 'express';
import request from 'supertest';
import { generateDataset } from './data/generateDataset';
import { createClock } from './domain/clock';
import { searchWaitsForIndex } from './searchIndexWorker';
import { ReleaseStore } from './store/releaseStore';

const clock = createClock({ now: '2026-03-01T12:00:00Z' });

// Mounted ahead of the API from 50,000 releases: a request it need not hold must cost no turn of the event loop
// (as an Express Router it did, every request: a Router that passes a request on ends with a `setImmediate`).
test('a request the index need not wait for goes on in the same turn of the event loop', async () => {
  const store = new ReleaseStore(generateDataset({ seed: 5, count: 50, clock }));
  await store.searchIndexed(new AbortController().signal);
  let turnEnded = false;
  const app = express()
    .use((_req, _res, next) => {
      turnEnded = false;
      setImmediate(() => (turnEnded = true));
      next();
    })
    .use(searchWaitsForIndex(store, new AbortController().signal, () => undefined))
    .use((_req, res) => {
      res.json({ turnEnded });
    });
  for (const path of ['/', '/?search=annual']) expect((await request(app).get(path)).body).toEqual({ turnEnded: false });
});
