// The proxy's checks thread (a worker_threads worker): inflates and judges each answer the
// forwarding thread hands it, in the order they came, and posts the verdict back. One thread holds
// the one AnswerJudge, so the query rules see every answer of a query.
import { parentPort, workerData } from 'node:worker_threads';
import type { CheckJob, CheckOutcome, CheckSettings } from './checkJob';
import { jobJudge } from './judgeJob';
import { prepareChecks } from './prepareChecks';

const settings = workerData as CheckSettings;
prepareChecks(settings.profile, settings.timezone);
const check = jobJudge(settings);

// Jobs are judged one after another: a compressed answer's inflation awaits, and the next job waits for it.
let last = Promise.resolve();
parentPort!.on('message', (job: CheckJob) => {
  last = last.then(async () => {
    const outcome = await check(job).catch((error: unknown): CheckOutcome => ({ verdict: { violations: [], unjudged: [], toolError: error instanceof Error ? error.message : String(error) } }));
    parentPort!.postMessage({ id: job.id, outcome });
  });
});
parentPort!.postMessage('ready');
