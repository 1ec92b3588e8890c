// Replay and compare at a frontend's scale: a journal of 1,000 entries (800 distinct requests)
// replayed on a deployment that adds 50 ms to every answer, and compared across two such
// deployments; time and requests sent, with the default budget and bounded by --max-requests.
// `npm run bench:replay` (figures in bench/README.md).
import express from 'express';
import { RequestJournal } from '../src/mock/journal/requestJournal';
import { journalLines } from '../src/mock/testing/journalLines';
import { testApp, LISTING } from '../src/mock/testing/testApp';
import { listenLocally } from '../src/net/testing/listenLocally';
import { recordedRequests } from '../src/contract/replay/recordedRequests';
import { runReplay } from '../src/contract/replay/runReplay';
import { runCompare } from '../src/contract/compare/runCompare';
import type { SuiteRun } from '../src/contract/suite/runSuite';

const LATENCY_MS = 50;
const ENTRIES = 1000;
const DISTINCT = 800;

/** A deployment 50 ms away: the mock behind a delay. */
function delayed() {
  const app = express();
  app.use((_req, _res, next) => void setTimeout(next, LATENCY_MS));
  app.use(testApp({ count: 2000, validateResponses: false }).app);
  return app;
}

/** The journal of a frontend that asked 1,000 times: pages of 1 to 20 releases in date order, at 40 offsets each. */
function journalText(): string {
  const journal = new RequestJournal(ENTRIES, () => new Date('2026-03-01T12:00:00Z'));
  for (let i = 0; i < ENTRIES; i++) {
    const n = i % DISTINCT;
    const limit = 1 + (n % 20);
    journal.record({
      method: 'GET',
      target: `${LISTING}&ordering=expected_date&limit=${limit}&offset=${limit * Math.floor(n / 20)}`,
      authorization: 'Token dev-token',
      status: 200,
    });
  }
  return journalLines(journal);
}

const line = (what: string, run: SuiteRun, ms: number) => {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const result of run.results) counts[result.outcome]++;
  console.log(
    `${what}: ${(ms / 1000).toFixed(1)} s, ${run.requests} requests sent; ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${run.fault ? `; fault: ${run.fault}` : ''}`,
  );
};

async function main(): Promise<void> {
  const recorded = recordedRequests(journalText());
  console.log(`journal: ${ENTRIES} entries, ${recorded.calls.length} distinct requests; each answer delayed ${LATENCY_MS} ms`);
  const [a, b] = await Promise.all([listenLocally(delayed()), listenLocally(delayed())]);
  try {
    for (const [concurrency, maxRequests] of [
      [2, 2000],
      [8, 2000],
      [2, 300],
    ] as const) {
      const options = { token: 'dev-token', profile: 'spec' as const, timezone: 'UTC', concurrency, maxRequests };
      let started = performance.now();
      const replay = await runReplay(recorded, { ...options, baseUrl: a.url, file: 'journal' });
      line(`replay, --concurrency ${concurrency} --max-requests ${maxRequests}`, replay, performance.now() - started);
      started = performance.now();
      const compare = await runCompare(recorded, { ...options, baseUrl: a.url, compareUrl: b.url });
      line(`compare, --concurrency ${concurrency} --max-requests ${maxRequests} (each side)`, compare, performance.now() - started);
    }
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
