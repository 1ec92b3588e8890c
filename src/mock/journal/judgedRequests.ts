// A bounded memo of the request rules' verdicts per distinct request, so that a repeated request is judged once.
import type { Profile } from '../../core/profile';
import { requestJudge, type JournalVerdict, type RequestJudge } from './journalEntry';

/**
 * Distinct requests whose verdicts are kept; past it, the memory starts again. Bounds it whatever
 * the traffic: a key is at most the kept target and `Authorization`, the verdicts' values are cut,
 * so tens of megabytes at worst, a tenth of that for ordinary requests. A judgement (a dozen rules)
 * costs many times the memo's look-up: a suite of up to this many distinct requests, repeated, is
 * judged once, and so is the rotating benchmark's thousand.
 */
export const KEPT_JUDGEMENTS = 2048;

/**
 * The request rules' verdicts, judged once per distinct request (method, target and
 * `Authorization` as the journal keeps them) among the last KEPT_JUDGEMENTS distinct ones: a
 * client's tests send the same few requests again and again, and judging one costs about as much
 * as answering it. The verdicts are frozen, as entries share them.
 */
export function judgedRequests(profile: Profile): RequestJudge {
  const judge = requestJudge(profile);
  const kept = new Map<string, readonly JournalVerdict[]>();
  return (method, target, authorization) => {
    // `\n` cannot occur in a method or a target; a missing header is told from an empty one.
    const key = `${method}\n${authorization === undefined ? '' : `=${authorization}`}\n${target}`;
    const known = kept.get(key);
    if (known !== undefined) return known;
    const verdicts = Object.freeze(judge(method, target, authorization).map((verdict) => Object.freeze(verdict)));
    if (kept.size >= KEPT_JUDGEMENTS) kept.clear();
    kept.set(key, verdicts);
    return verdicts;
  };
}
