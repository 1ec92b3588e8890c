// The proxy's checks thread (a worker_threads worker): inflates and judges each answer the
// forwarding thread hands it, in the order they came, and posts the verdict back. One thread holds
// the one AnswerJudge, so the query rules see every answer of a query.
import { parentPort, workerData } from 'node:worker_threads';
import { batchedPost } from './batchedPost';
import type { CheckJob, CheckOutcome, CheckSettings } from './checkJob';
import { jobJudge } from './judgeJob';
import { prepareChecks } from './prepareChecks';
import { lowerThreadPriority } from '../net/thread/threadPriority';

const settings = workerData as CheckSettings;
// First: the validators' compiling below already competes with the forwarding thread.
const priority = lowerThreadPriority(settings.nice);
prepareChecks(settings.profile, settings.timezone);
const check = jobJudge(settings);

const reply = batchedPost<{ id: number; outcome: CheckOutcome }>(() => parentPort);

// Jobs come in batches (batchedPost) and are judged one after another: a compressed answer's
// inflation awaits, and the next job waits for it.
let last = Promise.resolve();
parentPort!.on('message', (jobs: CheckJob[]) => {
  for (const job of jobs) {
    last = last.then(async () => {
      const outcome = await check(job).catch((error: unknown): CheckOutcome => ({
        verdict: { violations: [], unjudged: [], toolError: error instanceof Error ? error.message : String(error) },
      }));
      reply({ id: job.id, outcome });
    });
  }
});
parentPort!.postMessage({ ready: priority });
