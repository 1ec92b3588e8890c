// Running the suite's rules in order within their budgets, each to its outcome.
import { BudgetExhausted, PoliteClient, ServerFault, type PoliteClientOptions } from '../../net/client/politeClient';
import { type Rule } from './rule';
import { ALL_RULES } from '../rules';
import { SuiteContext, type DrawnProbe, type NotJudgedTally } from './context';
import { RuleFailure, RuleSkipped } from './outcomes';
import type { Profile } from '../../core/profile';
import { selectRules } from '../../core/ruleSelection';
import { CodedError, type ErrorCode } from '../../core/errors';

export interface RunOptions extends PoliteClientOptions {
  profile: Profile;
  timezone?: string;
  /** Run only rules whose name starts with one of these. */
  only?: string[];
  /** Leave out rules whose name starts with one of these. */
  skip?: string[];
  rules?: readonly Rule[];
  /** After this many ms from the start, no rule starts: the rest are skipped, saying so. */
  deadlineMs?: number;
  /** Called as each rule starts, for a progress line: its position, the count, and requests so far. */
  onRuleStart?: (rule: Rule, index: number, count: number, requests: number) => void;
}

export type Outcome = 'passed' | 'failed' | 'skipped';

/** Requests a rule may send unless it names its own budget: enough for any rule at staging scale, bounded for a server that misbehaves. */
export const RULE_BUDGET = 300;

/** What a report shows of a rule: a rule of the suite, or a line of a replay (one request). */
export type ReportedRule = Pick<Rule, 'name' | 'section' | 'statement' | 'profile'>;

export interface RuleResult {
  rule: ReportedRule;
  outcome: Outcome;
  /** Why it was skipped, or what failed. */
  reason?: string;
  failure?: RuleFailure;
  /** The cases the rule could not decide (a field not shown, a date too close to the clock), so that a quiet pass can be told from a blind one. */
  notJudged?: NotJudgedTally;
  /** The probes the rule drew from the data, each with the query it sent. */
  probes?: readonly DrawnProbe[];
  durationMs: number;
  /** A comparison's line: what each side showed, row by row, for the HTML report to set side by side. */
  sides?: { what: string; a: string; b: string }[];
}

export interface SuiteRun {
  /** What the run was, when not the contract suite (a replay): the reports' heading. */
  title?: string;
  baseUrl: string;
  profile: Profile;
  /** When the run started, ISO 8601. */
  startedAt: string;
  /** The server's clock when the run read the listing (its Date header), ISO 8601; undefined when it sent none. */
  serverClock?: string;
  /** The IANA zone given for the server's "today" (`--timezone`), if any. */
  timezone?: string;
  snapshotSummary: string;
  results: RuleResult[];
  /** What deserves a line but fails no rule (fields the documentation does not name, in the spec profile). */
  warnings: string[];
  /**
   * Set when the run ended early on a fault of the server or the network (exit code 2): one
   * sanitized line saying what came back. Rules that did not run are not in `results`.
   */
  fault?: string;
  /** The registry's code of the fault (docs/errors.md), when it has one. */
  faultCode?: ErrorCode;
  requests: number;
  durationMs: number;
}

/** The suite could not judge the server at all (token refused, no listing): the run's `fault`, exit code 2. */
class CannotRun<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

async function preflight(context: SuiteContext): Promise<void> {
  // Twenty titles, so that the auth rules can tell a refusal that leaks data without a snapshot.
  const response = await context.listing('limit=20');
  if (response.status === 401 || response.status === 403) {
    throw new CannotRun('RPC_TOKEN_REFUSED', response.status, response.text.slice(0, 200));
  }
  if (response.status !== 200) {
    throw new CannotRun('RPC_LISTING_NOT_200', response.status, response.text.slice(0, 200));
  }
}

async function runRule(rule: Rule, context: SuiteContext): Promise<RuleResult> {
  const started = performance.now();
  const result = (outcome: Outcome, extra: Partial<RuleResult> = {}): RuleResult => ({
    rule,
    outcome,
    durationMs: performance.now() - started,
    ...(context.notJudgedSoFar && { notJudged: context.notJudgedSoFar }),
    ...(context.probesSoFar.length > 0 && { probes: context.probesSoFar }),
    ...extra,
  });
  try {
    await rule.check(context);
    return result('passed');
  } catch (error) {
    if (error instanceof RuleFailure) return result('failed', { reason: error.message, failure: error });
    if (error instanceof RuleSkipped || error instanceof BudgetExhausted) return result('skipped', { reason: error.message });
    // A fault of the server or the network is no verdict on the rule: it ends the run.
    if (error instanceof ServerFault) throw error;
    return result('failed', { reason: `the check could not complete: ${(error as Error).message}` });
  }
}

/** Reads the snapshot, before the first rule that needs it; a listing that cannot be read ends the run. */
async function takeSnapshot(context: SuiteContext): Promise<void> {
  try {
    await context.takeSnapshot();
  } catch (error) {
    if (error instanceof ServerFault) throw error;
    throw new CannotRun('RPC_LISTING_UNREADABLE', (error as Error).message);
  }
  // Every rule drawn from the data would skip, and a run that judged nothing must not pass.
  if (context.snapshot.items.length === 0) throw new CannotRun('RPC_LISTING_EMPTY');
}

/** The first rule this one depends on that did not pass: its failure is reported once, on its own rule. */
function failedDependency(rule: Rule, results: readonly RuleResult[]): RuleResult | undefined {
  return results.find((r) => rule.dependsOn?.includes(r.rule.name) && r.outcome === 'failed');
}

function snapshotSummary(context: SuiteContext): string {
  if (!context.hasSnapshot) return 'not read (no rule needed it)';
  const { items, totalCount, complete, judge } = context.snapshot;
  return `${complete ? `${items.length} releases` : `${items.length} of ${totalCount} releases, in pages spread through the listing`}; ${judge.describe()}`;
}

/** Runs every rule of the profile against one server, one rule after another. */
export async function runSuite(options: RunOptions): Promise<SuiteRun> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const client = new PoliteClient(options);
  const rules = selectRules(options.rules ?? ALL_RULES, options.only, options.skip).filter((r) => r.profile === 'spec' || options.profile === 'mock');
  const context = new SuiteContext(client, { profile: options.profile, timezone: options.timezone }, rules);
  const results: RuleResult[] = [];
  let fault: CodedError | undefined;
  try {
    await preflight(context);
    for (const [index, rule] of rules.entries()) {
      if (rule.needsSnapshot !== false && !context.hasSnapshot) await takeSnapshot(context);
      options.onRuleStart?.(rule, index, rules.length, client.sent);
      if (options.deadlineMs !== undefined && performance.now() - started > options.deadlineMs) {
        results.push({ rule, outcome: 'skipped', reason: `the deadline of ${options.deadlineMs / 1000} s had passed (--deadline)`, durationMs: 0 });
        continue;
      }
      const dependency = failedDependency(rule, results);
      if (dependency) {
        results.push({ rule, outcome: 'skipped', reason: `${dependency.rule.name} failed, and this rule relies on it`, durationMs: 0 });
        continue;
      }
      context.startRule(rule.budget ?? RULE_BUDGET);
      results.push(await runRule(rule, context));
      context.startRule(undefined);
    }
  } catch (error) {
    if (!(error instanceof ServerFault || error instanceof CannotRun)) throw error;
    fault = error;
  }
  const serverNow = context.hasSnapshot ? context.snapshot.serverNowMs : undefined;
  return {
    baseUrl: client.baseUrl,
    profile: options.profile,
    startedAt,
    serverClock: serverNow === undefined ? undefined : new Date(serverNow).toISOString(),
    timezone: options.timezone,
    warnings: [...context.warnings],
    fault: fault?.message,
    ...(fault && { faultCode: fault.code }),
    snapshotSummary: snapshotSummary(context),
    results,
    requests: client.sent,
    durationMs: performance.now() - started,
  };
}
