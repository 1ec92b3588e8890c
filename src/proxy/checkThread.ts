// The proxy's checks thread (a worker_threads worker): inflates and judges each answer the
// forwarding thread hands it, in the order they came, and posts the verdict back. One thread holds
// the one AnswerJudge, so the query rules see every answer of a query.
import { parentPort, workerData } from 'node:worker_threads';
import { answerText } from './answerText';
import { batchedPost } from './batchedPost';
import { AnswerJudge } from './checkAnswer';
import type { CheckJob, CheckOutcome, CheckSettings } from './checkJob';
import { prepareChecks } from './prepareChecks';

const settings = workerData as CheckSettings;
prepareChecks(settings.profile, settings.timezone);
const judge = new AnswerJudge({ profile: settings.profile, timezone: settings.timezone });

async function check(job: CheckJob): Promise<CheckOutcome> {
  const headers = new Headers();
  for (let i = 0; i < job.headers.length; i += 2) headers.append(job.headers[i], job.headers[i + 1]);
  const text = await answerText(Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength), headers.get('content-encoding'), settings.maxInflatedBytes);
  if ('unchecked' in text) return text;
  return { verdict: judge.judge(new URL(job.url), job.method, job.authorization, { status: job.status, headers, text: text.text }) };
}

const reply = batchedPost<{ id: number; outcome: CheckOutcome }>(() => parentPort);

// Jobs come in batches (batchedPost) and are judged one after another: a compressed answer's
// inflation awaits, and the next job waits for it.
let last = Promise.resolve();
parentPort!.on('message', (jobs: CheckJob[]) => {
  for (const job of jobs) {
    last = last.then(async () => {
      const outcome = await check(job).catch((error: unknown): CheckOutcome => ({ verdict: { violations: [], unjudged: [], toolError: error instanceof Error ? error.message : String(error) } }));
      reply({ id: job.id, outcome });
    });
  }
});
parentPort!.postMessage('ready');
