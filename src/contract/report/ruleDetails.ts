// What every report says about one rule that did not pass, server-derived text made printable and
// the token masked in the replay.
import { maskedCurl } from '../../net/client/curl';
import type { RuleResult } from '../suite/runSuite';
import { printable } from '../../core/printable';
import { notJudgedText as wordsOf } from '../../rules';

export const MARK = { passed: '✓', failed: '✗', skipped: '-' } as const;

/** Why the rule failed or was skipped. */
export function reasonOf(result: RuleResult): string {
  return printable(result.reason ?? '');
}

/** `3 not judged, the first: release 12: ...`, when the rule could not decide some cases; a quiet pass told from a blind one. */
export function notJudgedLine({ notJudged }: RuleResult): string | undefined {
  return notJudged && wordsOf(notJudged.count, printable(notJudged.why));
}

export interface FailureFact {
  label: 'expected' | 'actual' | 'replay';
  text: string;
}

/** What was expected, what came back and a `curl` command that replays the request. */
export function failureFacts({ failure }: RuleResult): FailureFact[] {
  if (!failure) return [];
  const facts: FailureFact[] = [
    { label: 'expected', text: printable(failure.expected) },
    { label: 'actual', text: printable(failure.actual) },
  ];
  if (failure.request) facts.push({ label: 'replay', text: printable(maskedCurl(failure.request)) });
  return facts;
}

const LABEL_WIDTH = 'expected: '.length;

/** The reason, then `expected: …`, `actual:   …`, `replay:   …`, values aligned. */
export function failureLines(result: RuleResult): string[] {
  return [reasonOf(result), ...failureFacts(result).map(({ label, text }) => `${`${label}:`.padEnd(LABEL_WIDTH)}${text}`)];
}
