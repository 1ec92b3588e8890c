// Hand-made runs the report tests share: one of each outcome, and one whose server-derived text is
// hostile (escape sequences, control characters, markup), ended by a fault.
import { rule } from '../../suite/rule';
import type { SuiteRun } from '../../suite/runSuite';
import { RuleFailure } from '../../suite/outcomes';

export const SECRET = '9b1e6f2c7d4a3e8b0f5c1a9d6e2b7f4c3a8d0e5b';
const URL_OF_FAILURE = "http://127.0.0.1:4010/api/v2/pages/?type=releases.ReleasePage&search=it's&limit=5";

const noop = async () => undefined;
const passedRule = rule({ name: 'auth.missing-token-is-401', section: '§5.5', statement: 'A request without a token is answered with 401.', check: noop });
const failedRule = rule({ name: 'paging.limit-caps-items', section: '§4.3', statement: 'No page holds more than limit items.', check: noop });
const skippedRule = rule({
  name: 'filters.status-published',
  section: '§4.2',
  statement: 'status=published returns only published pages.',
  check: noop,
  profile: 'mock',
});
export const twoSectionRule = rule({
  name: 'invalid.limit-not-an-integer-is-refused',
  section: '§4.1, §7',
  statement: 'limit is an integer: anything else is answered 400.',
  check: noop,
});

const failure = new RuleFailure('limit=5 answered 7 items', 'at most 5 items', '7 items', {
  method: 'GET',
  url: URL_OF_FAILURE,
  authorization: `Token ${SECRET}`,
});

export function handMadeRun(): SuiteRun {
  return {
    baseUrl: 'http://127.0.0.1:4010',
    profile: 'spec',
    startedAt: '2026-03-01T12:00:00.000Z',
    serverClock: '2026-03-01T12:00:01.000Z',
    warnings: [],
    snapshotSummary: '200 releases; server clock 2026-03-01T12:00:00.000Z',
    results: [
      { rule: passedRule, outcome: 'passed', durationMs: 12 },
      { rule: failedRule, outcome: 'failed', reason: failure.message, failure, durationMs: 340 },
      { rule: skippedRule, outcome: 'skipped', reason: 'no published release in the data', durationMs: 1.5 },
    ],
    requests: 17,
    durationMs: 2345,
  };
}

/**
 * A colour, a window title set by OSC, a carriage return, a NUL and an 8-bit CSI (clear screen);
 * printable, it reads `before red cr nulcsi after`.
 */
export const HOSTILE = 'before \u001b[31mred\u001b[0m \u001b]0;title\u0007cr\rnul\u0000csi\u009b2J after';
export const HOSTILE_PRINTED = 'before red cr nulcsi after';
/** What must not be in a report made from `hostileRun`, in any form (raw or as a character reference). */
export const HOSTILE_LEFTOVERS = [
  ...[0x1b, 0x07, 0x0d, 0x00, 0x9b].flatMap((code) => [
    String.fromCharCode(code),
    `&#${code};`,
    `&#x${code.toString(16)};`,
    `&#x${code.toString(16).toUpperCase()};`,
  ]),
  '[31m',
  '[0m',
  ']0;',
  '0;title',
  '2J',
];

/** A run whose every server-derived text is hostile, ended early by a fault after two rules. */
export function hostileRun(): SuiteRun {
  const hostileFailure = new RuleFailure(`reason ${HOSTILE}`, `expected ${HOSTILE}`, `actual ${HOSTILE}`, {
    method: 'GET',
    url: `http://127.0.0.1:4010/api/v2/pages/?search=${HOSTILE}`,
    authorization: `Token ${SECRET}`,
  });
  return {
    ...handMadeRun(),
    snapshotSummary: `snapshot ${HOSTILE}`,
    warnings: [`warning ${HOSTILE}`],
    fault: `fault ${HOSTILE}`,
    results: [
      { rule: failedRule, outcome: 'failed', reason: hostileFailure.message, failure: hostileFailure, durationMs: 5 },
      { rule: skippedRule, outcome: 'skipped', reason: `skipped ${HOSTILE}`, durationMs: 1 },
    ],
  };
}
