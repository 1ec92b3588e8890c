// The request journal's figures: its memory at its bound (typical and worst-case entries),
// and its cost per request: requests per second through the mock's core with and without it,
// measured alternately in one run (the machine is shared: compare the ratio, not the numbers).
// `npx ts-node --transpile-only bench/journal.ts`; run node with --expose-gc for steadier heap figures.
import { openApiDocument } from '../src/core/openapi/document';
import { DEVELOPMENT_TOKENS, TokenRegistry } from '../src/mock/auth/tokenRegistry';
import { createMockCore } from '../src/mock/pipeline/createCore';
import { generateDataset } from '../src/mock/data/generateDataset';
import { createClock } from '../src/mock/domain/clock';
import { DEFAULT_MAX_JOURNAL_ENTRIES, RequestJournal } from '../src/mock/journal/requestJournal';
import { ReleaseService } from '../src/mock/service/releaseService';
import { ReleaseStore } from '../src/mock/store/releaseStore';
import { NOW } from './servers';
import { median } from './latency';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/** The heap a journal of `max` entries holds once full of `make(i)`'s requests, in MB. */
function memoryAtBound(max: number, make: (i: number) => { target: string; authorization: string }): number {
  const before = heapMb();
  const journal = new RequestJournal(max, () => new Date(NOW));
  for (let i = 0; i < max * 2; i++) journal.record({ method: 'GET', status: 400, ...make(i) });
  const after = heapMb();
  if (journal.count() !== max) throw new Error('the journal is not at its bound');
  return after - before;
}

const LISTING = '/api/v2/pages/?type=releases.ReleasePage';
const typical = (i: number) => ({ target: `${LISTING}&limit=20&offset=${i}&ordering=title&fields=title,-status`, authorization: 'Token dev-token' });
const hostile = (i: number) => ({ target: `${LISTING}${`&colour${i}=${'x'.repeat(40)}`.repeat(2500)}`, authorization: `Token ${'k'.repeat(10_000)}${i}` });

const REQUESTS = [
  `${LISTING}&limit=20&ordering=-expected_date&fields=title,expected_date,status`,
  `${LISTING}&limit=20&offset=40`,
  `${LISTING}&limit=5&status=scheduled&ordering=title`,
  `${LISTING}&limit=20&search=report&fields=*`,
  `${LISTING}&limit=abc`,
];

async function requestsPerSecond(journal: RequestJournal | undefined, count: number): Promise<number> {
  const clock = createClock({ now: NOW });
  const service = new ReleaseService(new ReleaseStore(generateDataset({ seed: 1, count: 500, clock })), clock);
  const core = createMockCore({ document: openApiDocument(), service, tokens: new TokenRegistry(DEVELOPMENT_TOKENS), journal });
  const headers: Record<string, string> = { host: '127.0.0.1', authorization: 'Token dev-token' };
  const request = (target: string) => ({ method: 'GET', target, header: (name: string) => headers[name], protocol: 'http' });
  for (let i = 0; i < 500; i++) await core.handle(request(REQUESTS[i % REQUESTS.length]));
  const start = performance.now();
  for (let i = 0; i < count; i++) await core.handle(request(REQUESTS[i % REQUESTS.length]));
  return count / ((performance.now() - start) / 1000);
}

async function main() {
  console.log(
    `journal memory at its bound (${DEFAULT_MAX_JOURNAL_ENTRIES} entries): typical requests ${memoryAtBound(DEFAULT_MAX_JOURNAL_ENTRIES, typical).toFixed(2)} MB, hostile (100 kB targets, 10 kB tokens) ${memoryAtBound(DEFAULT_MAX_JOURNAL_ENTRIES, hostile).toFixed(2)} MB`,
  );
  console.log(`journal memory at 100,000 typical entries: ${memoryAtBound(100_000, typical).toFixed(1)} MB`);
  const without: number[] = [];
  const withJournal: number[] = [];
  for (let round = 0; round < 5; round++) {
    without.push(await requestsPerSecond(undefined, 4000));
    withJournal.push(await requestsPerSecond(new RequestJournal(DEFAULT_MAX_JOURNAL_ENTRIES, () => new Date(NOW)), 4000));
  }
  const [a, b] = [median(without), median(withJournal)];
  console.log(
    `core requests/s, median of 5 alternating rounds: without journal ${a.toFixed(0)}, with journal ${b.toFixed(0)} (${((1 - b / a) * 100).toFixed(1)}% fewer; ${(1e6 / b - 1e6 / a).toFixed(1)} µs per request)`,
  );
}

void main();
