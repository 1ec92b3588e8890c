// npx ts-node --transpile-only bench/anonymize.ts [--count N] [--runs N]: the time capture --anonymize
// takes over N releases in process, as capture does it: the deployment's words read, the records
// anonymized, the output scanned for leaks. The records are the mock's own data (faker company
// names in every title, sender and product) as parsed from a deployment's answer. Prints the
// median and the fastest run of each step.
import { Command } from 'commander';
import { anonymizeCapture } from '../src/mock/capture/anonymize';
import { findLeaks } from '../src/mock/capture/leakScan';
import { wordKeysOf } from '../src/mock/capture/textWords';
import { exportedReleases } from '../src/mock/exportCommand';
import { percentile } from './latency';

const NOW = '2026-03-01T12:00:00Z';
const ORIGIN = 'https://cms.example-deployment.com';

const { count, runs } = new Command('bench/anonymize.ts')
  .option('--count <n>', 'releases', Number, 5000)
  .option('--runs <n>', 'timed runs after one warm-up', Number, 5)
  .parse()
  .opts<{ count: number; runs: number }>();

// Parsed from JSON, as capture gets them: no object shared between two releases.
const releases = JSON.parse(JSON.stringify(exportedReleases({ seed: 1, count, now: NOW, timezone: 'UTC' }))) as ReturnType<typeof exportedReleases>;
const steps = { words: [] as number[], anonymize: [] as number[], scan: [] as number[], total: [] as number[] };
for (let run = 0; run <= runs; run += 1) {
  const start = performance.now();
  const words = wordKeysOf([releases, ORIGIN]);
  const read = performance.now();
  const { releases: anonymized, from, keeps } = anonymizeCapture(releases, ORIGIN, run + 1, words);
  const done = performance.now();
  if (findLeaks({ captured: { from }, items: anonymized }, words, keeps)) throw new Error('the bench data leaked: the scan refuses it');
  const end = performance.now();
  if (run === 0) continue;
  steps.words.push(read - start);
  steps.anonymize.push(done - read);
  steps.scan.push(end - done);
  steps.total.push(end - start);
}
const ms = (series: number[]) => `median ${Math.round(percentile(series, 0.5))} ms, fastest ${Math.round(Math.min(...series))} ms`;
console.log(`capture --anonymize of ${count} releases (${runs} runs):`);
for (const [step, series] of Object.entries(steps)) console.log(`  ${step.padEnd(10)} ${ms(series)}`);
