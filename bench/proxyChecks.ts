// The proxy's checks alone, in process: the CPU time the checks thread spends on one answer
// (decoding, JSON.parse, the schema, the rulebook's item, page and query rules), over the 200-item
// answers `--only proxy` measures, recorded once from the mock. On 2 cores this thread competes with
// the forwarding thread, the mock and the client, so its cost per answer is the proxy's lever.
// `npx ts-node --transpile-only bench/proxyChecks.ts [answers]`.
import { loadavg } from 'node:os';
import type { CheckJob } from '../src/proxy/checkJob';
import { DEFAULT_LIMITS } from '../src/proxy/limits';
import { jobJudge } from '../src/proxy/judgeJob';
import { prepareChecks } from '../src/proxy/prepareChecks';
import { SCENARIOS } from './proxyOverhead';
import { AUTH, startServer, stopServer } from './servers';

/** The mock's size, as `--only proxy`'s. */
const RELEASES = 10_000;
/** Answers judged before measuring: the rules' code optimized, the query rules' memory filled. */
const WARM_UP = 50;

export interface CheckFigures {
  scenario: string;
  bytes: number;
  /** CPU time (user and system, garbage collection included) per answer judged. */
  cpuMicrosPerAnswer: number;
}

/** The answers as the forwarding thread hands them to the checks. */
async function recordedJobs(): Promise<{ scenario: string; job: CheckJob }[]> {
  const mock = await startServer(RELEASES, false, 1);
  try {
    return await Promise.all(
      SCENARIOS.map(async ({ name, path }) => {
        const answer = await fetch(`${mock.base}${path}`, { headers: AUTH });
        const body = new Uint8Array(await answer.arrayBuffer());
        return { scenario: name, job: { id: 0, url: `${mock.base}${path}`, method: 'GET', authorization: AUTH.Authorization, status: answer.status, headers: [...answer.headers].flat(), body } };
      }),
    );
  } finally {
    await stopServer(mock);
  }
}

/** Each scenario's answer judged `answers` times in a row by one judge (the proxy's thread judges one answer after another), its verdict checked clean. */
export async function proxyChecks(answers: number): Promise<CheckFigures[]> {
  prepareChecks('spec', 'UTC');
  const figures: CheckFigures[] = [];
  for (const { scenario, job } of await recordedJobs()) {
    const check = jobJudge({ profile: 'spec', timezone: 'UTC', maxInflatedBytes: DEFAULT_LIMITS.maxInflatedBytes, nice: 0 });
    const judged = async () => {
      const outcome = await check(job);
      if (!('verdict' in outcome) || outcome.verdict.violations.length > 0 || outcome.verdict.toolError) throw new Error(`${scenario}: the measured answer is not judged clean: ${JSON.stringify(outcome).slice(0, 400)}`);
    };
    for (let i = 0; i < WARM_UP; i++) await judged();
    const started = process.cpuUsage();
    for (let i = 0; i < answers; i++) await judged();
    const used = process.cpuUsage(started);
    figures.push({ scenario, bytes: job.body.byteLength, cpuMicrosPerAnswer: Math.round((used.user + used.system) / answers) });
  }
  return figures;
}

if (require.main === module) {
  void proxyChecks(Number(process.argv[2] ?? 300)).then((figures) => {
    for (const { scenario, bytes, cpuMicrosPerAnswer } of figures) console.log(`${scenario} (${bytes} bytes): ${cpuMicrosPerAnswer} µs CPU per answer, load ${loadavg()[0].toFixed(1)}`);
  });
}
