// `--compare URL2`: the same requests (a recording's, or a few of every kind) sent to two
// deployments, A (the base URL) and B, each answer judged by the rulebook and the two compared.
import { PoliteClient, type PoliteClientOptions } from '../../net/client/politeClient';
import type { ApiResponse } from '../../net/client/exchange';
import type { Profile } from '../../core/profile';
import { LISTING_PATH, PAGE_TYPE, STATUS_CODES } from '../../core/spec';
import { itemsOf, queryOf } from '../../rules';
import { RuleFailure } from '../suite/outcomes';
import type { RuleResult, SuiteRun } from '../suite/runSuite';
import { CallJudge, type CallVerdict } from '../replay/judgeCall';
import { judgedInOrder } from '../replay/judgedInOrder';
import type { RecordedCall, RecordedRequests } from '../replay/recordedRequests';
import { answerDifference, type DifferenceKind } from './answerDifference';

export interface CompareOptions extends PoliteClientOptions {
  /** Deployment B; `baseUrl` is A. */
  compareUrl: string;
  /** B's token (default: A's). */
  token2?: string;
  profile: Profile;
  timezone?: string;
  /** The recording the requests come from, when one was given. */
  file?: string;
}

const listing = (query: string): RecordedCall => ({ method: 'GET', target: `${LISTING_PATH}?type=${PAGE_TYPE}&${query}`, times: 1 });

/** Without a recording: the listing in each documented order, each status, a search and the default answer, a page each. */
export const COMPARED_BY_DEFAULT: readonly RecordedCall[] = [
  listing('fields=*&ordering=expected_date&limit=200'),
  listing('fields=*&ordering=-expected_date&limit=200'),
  ...STATUS_CODES.map((code) => listing(`fields=*&status=${code}&ordering=expected_date&limit=200`)),
  listing('fields=title,expected_date,status&ordering=expected_date&limit=50'),
  listing('limit=50&ordering=expected_date'),
];

type Outcome = DifferenceKind | 'broken';

const SIDES = ['A', 'B'] as const;

/** At most this many ids of a side are set out in the HTML report. */
const SHOWN_IDS = 40;

/** What each side showed, for the report to set side by side: status, total_count, the releases in order, the rules broken. */
function sidesOf(verdicts: readonly [CallVerdict, CallVerdict], answers: readonly [ApiResponse, ApiResponse]): { what: string; a: string; b: string }[] {
  const total = (answer: ApiResponse) => String((answer.body as { meta?: { total_count?: unknown } } | undefined)?.meta?.total_count ?? '—');
  const ids = (answer: ApiResponse) => {
    const items = itemsOf(answer.body).map(({ item, position }) => (typeof item.id === 'number' ? String(item.id) : `#${position}`));
    return items.length > SHOWN_IDS ? `${items.slice(0, SHOWN_IDS).join(' ')} … (${items.length})` : items.join(' ') || '—';
  };
  const broken = (verdict: CallVerdict) => verdict.broken.map((v) => `${v.rule} (${v.section}): ${v.actual}`).join('; ') || 'none';
  const row = (what: string, of: (side: 0 | 1) => string) => ({ what, a: of(0), b: of(1) });
  return [
    row('status', (s) => String(answers[s].status)),
    row('total_count', (s) => total(answers[s])),
    row('releases, in order', (s) => ids(answers[s])),
    row('rules broken', (s) => broken(verdicts[s])),
  ];
}

/** The line of one request: a rule one side breaks (failed), else how the answers differ. */
function comparedResult(
  call: RecordedCall,
  verdicts: readonly [CallVerdict, CallVerdict],
  answers: readonly [ApiResponse, ApiResponse],
  profile: Profile,
): { result: RuleResult; outcome: Outcome } {
  const name = `${call.method} ${call.target}`;
  const broken = verdicts.flatMap((verdict, side) => verdict.broken.map((violation) => ({ side: SIDES[side], violation, request: verdict.request })));
  if (broken.length > 0) {
    const sections = [...new Set(broken.map(({ violation }) => violation.section))].join(', ');
    const message = broken.map(({ side, violation }) => `${side} breaks ${violation.rule} (${violation.section})`).join('; ');
    const [first] = broken;
    const failure = new RuleFailure(message, first.violation.expected, `on ${first.side}: ${first.violation.actual}`, first.request, broken.length);
    return {
      outcome: 'broken',
      result: {
        rule: { name, section: sections, statement: `answered ${answers[0].status} on A, ${answers[1].status} on B`, profile },
        outcome: 'failed',
        reason: message,
        failure,
        durationMs: 0,
        sides: sidesOf(verdicts, answers),
      },
    };
  }
  const difference = answerDifference(queryOf({ method: 'GET', target: call.target }), answers[0], answers[1]);
  const said = { same: 'the same releases in the same order on A and B', allowed: 'differs as the spec allows', data: 'differs in data' }[difference.kind];
  const statement = difference.notes.length > 0 ? `${said}: ${difference.notes.join('; ')}` : said;
  return {
    outcome: difference.kind,
    result: {
      rule: { name, section: '§4.1', statement, profile },
      outcome: 'passed',
      durationMs: 0,
      ...(difference.kind !== 'same' && { sides: sidesOf(verdicts, answers) }),
    },
  };
}

/** `9 requests to A (url) and B (url): 7 the same; 1 differs as the spec allows; 1 differs in data; 0 break a rule`. */
function compareHeadline(outcomes: readonly Outcome[], total: number, a: string, b: string): string {
  const n = (which: Outcome) => outcomes.filter((o) => o === which).length;
  const unsent = total - outcomes.length;
  return `${total} requests to A (${a}) and B (${b}): ${n('same')} the same; ${n('allowed')} differ as the spec allows; ${n('data')} differ in data; ${n('broken')} break a rule${unsent > 0 ? `; ${unsent} not sent` : ''}`;
}

/** Sends each request to A and to B, judges both answers and compares them. */
export async function runCompare(recorded: RecordedRequests | undefined, options: CompareOptions): Promise<SuiteRun> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const clients = [new PoliteClient(options), new PoliteClient({ ...options, baseUrl: options.compareUrl, token: options.token2 ?? options.token })] as const;
  const judges = clients.map((client) => new CallJudge(options, client.tokenHeader));
  const calls = recorded?.calls ?? COMPARED_BY_DEFAULT;
  const outcomes: Outcome[] = [];
  const { results, fault, faultCode } = await judgedInOrder(
    calls,
    options,
    (call) => Promise.all(clients.map((client) => client.answer(call.target))),
    (call, answers) => {
      const verdicts = [judges[0].judge(call, answers[0]), judges[1].judge(call, answers[1])] as const;
      const { result, outcome } = comparedResult(call, verdicts, [answers[0], answers[1]], options.profile);
      outcomes.push(outcome);
      return result;
    },
  );
  return {
    baseUrl: clients[0].baseUrl,
    profile: options.profile,
    startedAt,
    title: `Comparison of ${clients[0].baseUrl} (A) and ${clients[1].baseUrl} (B)${options.file ? ` on ${options.file}` : ''}`,
    timezone: options.timezone,
    snapshotSummary: compareHeadline(outcomes, calls.length, clients[0].baseUrl, clients[1].baseUrl),
    results,
    warnings: [],
    fault,
    faultCode,
    requests: clients[0].sent + clients[1].sent,
    durationMs: performance.now() - started,
  };
}
