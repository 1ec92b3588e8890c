// The proxy's checks alone, in process: the CPU time the checks thread spends on one answer
// (decoding, JSON.parse, the schema, the rulebook's item, page and query rules), over the 200-item
// answers `--only proxy` measures, recorded once from the mock. On 2 cores this thread competes with
// the forwarding thread, the mock and the client, so its cost per answer is the proxy's lever.
// `npx ts-node --transpile-only bench/proxyChecks.ts [answers] [--against DIR]`: with --against,
// the judge of another checkout's sources (DIR) is loaded beside this one's and the
// two run alternately in rounds, so that the machine's slow moments fall on both alike.
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { CheckJob, CheckOutcome, CheckSettings } from '../src/proxy/checkJob';
import { DEFAULT_LIMITS } from '../src/proxy/limits';
import { jobJudge } from '../src/proxy/judgeJob';
import { prepareChecks } from '../src/proxy/prepareChecks';
import { SCENARIOS } from './proxyOverhead';
import { AUTH, startServer, stopServer } from './servers';

/** The mock's size, as `--only proxy`'s. */
const RELEASES = 10_000;
/** Answers judged before measuring: the rules' code optimized, the query rules' memory filled. */
const WARM_UP = 50;
/** Answers in a row per judge before the other's turn, with --against. */
const ROUND = 20;
const SETTINGS: CheckSettings = { profile: 'spec', timezone: 'UTC', maxInflatedBytes: DEFAULT_LIMITS.maxInflatedBytes, nice: 0 };

type Judge = (job: CheckJob) => Promise<CheckOutcome>;
/** A checkout's own judge: its jobJudge, its checks prepared. */
type Judges = { name: string; judge: () => Judge };

export interface CheckFigures {
  scenario: string;
  judge: string;
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
        return {
          scenario: name,
          job: {
            id: 0,
            url: `${mock.base}${path}`,
            method: 'GET',
            authorization: AUTH.Authorization,
            status: answer.status,
            headers: [...answer.headers].flat(),
            body,
          },
        };
      }),
    );
  } finally {
    await stopServer(mock);
  }
}

/** This checkout's judge, and with `against` another checkout's (its sources, loaded apart). */
function judgesOf(against?: string): Judges[] {
  prepareChecks('spec', 'UTC');
  const judges: Judges[] = [{ name: 'this', judge: () => jobJudge(SETTINGS) }];
  if (against) {
    const dir = resolve(against, 'src', 'proxy');
    /* eslint-disable @typescript-eslint/no-require-imports -- another checkout's modules, by path */
    const other = require(join(dir, 'judgeJob')) as typeof import('../src/proxy/judgeJob');
    (require(join(dir, 'prepareChecks')) as typeof import('../src/proxy/prepareChecks')).prepareChecks('spec', 'UTC');
    /* eslint-enable @typescript-eslint/no-require-imports */
    judges.push({ name: against, judge: () => other.jobJudge(SETTINGS) });
  }
  return judges;
}

/** Each scenario's answer judged `answers` times by each judge (one judge per checkout and scenario, as the proxy's thread judges one answer after another), each verdict checked clean. */
export async function proxyChecks(answers: number, against?: string): Promise<CheckFigures[]> {
  const judges = judgesOf(against);
  const figures: CheckFigures[] = [];
  for (const { scenario, job } of await recordedJobs()) {
    const sides = judges.map(({ name, judge }) => ({ name, check: judge(), micros: 0 }));
    const judged = async (check: Judge) => {
      const outcome = await check(job);
      if (!('verdict' in outcome) || outcome.verdict.violations.length > 0 || outcome.verdict.toolError)
        throw new Error(`${scenario}: the measured answer is not judged clean: ${JSON.stringify(outcome).slice(0, 400)}`);
    };
    for (const side of sides) for (let i = 0; i < WARM_UP; i++) await judged(side.check);
    for (let done = 0; done < answers; done += ROUND) {
      for (const side of sides) {
        const started = process.cpuUsage();
        for (let i = done; i < Math.min(answers, done + ROUND); i++) await judged(side.check);
        const used = process.cpuUsage(started);
        side.micros += used.user + used.system;
      }
    }
    for (const side of sides) figures.push({ scenario, judge: side.name, bytes: job.body.byteLength, cpuMicrosPerAnswer: Math.round(side.micros / answers) });
  }
  return figures;
}

if (require.main === module) {
  const against = process.argv.indexOf('--against');
  const answers = Number(process.argv[2] && process.argv[2] !== '--against' ? process.argv[2] : 300);
  void proxyChecks(answers, against === -1 ? undefined : process.argv[against + 1]).then((figures) => {
    for (const { scenario, judge, bytes, cpuMicrosPerAnswer } of figures)
      console.log(`${scenario} (${bytes} bytes), ${judge}: ${cpuMicrosPerAnswer} µs CPU per answer, load ${loadavg()[0].toFixed(1)}`);
  });
}
