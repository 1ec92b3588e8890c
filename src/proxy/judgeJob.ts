// What the checks thread does with one answer: its bytes inflated and decoded, then judged by the
// one AnswerJudge (the query rules see every answer of a query). Apart from the thread so that
// bench/proxyChecks.ts measures this very work in process.
import { answerText } from './answerText';
import { clientProblems } from './clientProblems';
import { AnswerJudge } from '../rules';
import type { CheckJob, CheckOutcome, CheckSettings } from './checkJob';

/**
 * The answer's headers as the rules read them: by name in any case, repeated ones joined with
 * `, ` as the Fetch standard's Headers joins them. A Map costs a tenth of building a Headers.
 */
function headersOf(pairs: readonly string[]): { get(name: string): string | null } {
  const byName = new Map<string, string>();
  for (let i = 0; i < pairs.length; i += 2) {
    const name = pairs[i].toLowerCase();
    const value = pairs[i + 1].trim();
    const earlier = byName.get(name);
    byName.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return { get: (name) => byName.get(name.toLowerCase()) ?? null };
}

/** The judging of one checks thread: each job's outcome, in the order they are given. */
export function jobJudge(settings: CheckSettings): (job: CheckJob) => Promise<CheckOutcome> {
  const judge = new AnswerJudge({ profile: settings.profile, timezone: settings.timezone });
  return async (job) => {
    const url = new URL(job.url);
    const request = job.judgeRequest
      ? { clientProblems: clientProblems(job.method, `${url.pathname}${url.search}`, job.authorization ?? undefined, settings.profile) }
      : {};
    const headers = headersOf(job.headers);
    const text = await answerText(
      Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength),
      headers.get('content-encoding'),
      settings.maxInflatedBytes,
    );
    if ('unchecked' in text) return { ...text, ...request };
    return { verdict: judge.judge(url, job.method, job.authorization, { status: job.status, headers, text: text.text }), ...request };
  };
}
