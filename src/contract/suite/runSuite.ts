import { BudgetExhausted, PoliteClient, Unreachable, type ClientOptions } from '../client/politeClient';
import { type Rule } from './rule';
import { ALL_RULES } from '../rules';
import { type Profile, SuiteContext } from './context';
import { RuleFailure, RuleSkipped } from './outcomes';

export interface RunOptions extends ClientOptions {
  profile: Profile;
  timezone?: string;
  /** Run only rules whose name starts with one of these. */
  only?: string[];
  rules?: readonly Rule[];
}

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface RuleResult {
  rule: Rule;
  outcome: Outcome;
  /** Why it was skipped, or what failed. */
  reason?: string;
  failure?: RuleFailure;
  durationMs: number;
}

export interface SuiteRun {
  baseUrl: string;
  profile: Profile;
  snapshotSummary: string;
  results: RuleResult[];
  requests: number;
  durationMs: number;
}

/** The suite could not judge the server at all (unreachable, token refused, no listing): exit code 2. */
export class CannotRun extends Error {}

async function preflight(context: SuiteContext): Promise<void> {
  let response;
  try {
    response = await context.listing('limit=1');
  } catch (error) {
    if (error instanceof Unreachable) throw new CannotRun(`cannot reach ${context.client.baseUrl}: ${error.message}`);
    throw error;
  }
  if (response.status === 401 || response.status === 403) {
    throw new CannotRun(`the token was refused: ${response.status} ${response.text.slice(0, 200)}`);
  }
  if (response.status !== 200) {
    throw new CannotRun(`the listing answered ${response.status}, not 200, to a plain request: ${response.text.slice(0, 200)}`);
  }
}

async function runRule(rule: Rule, context: SuiteContext): Promise<RuleResult> {
  const started = performance.now();
  const result = (outcome: Outcome, extra: Partial<RuleResult> = {}): RuleResult => ({
    rule,
    outcome,
    durationMs: performance.now() - started,
    ...extra,
  });
  try {
    await rule.check(context);
    return result('passed');
  } catch (error) {
    if (error instanceof RuleFailure) return result('failed', { reason: error.message, failure: error });
    if (error instanceof RuleSkipped || error instanceof BudgetExhausted) return result('skipped', { reason: error.message });
    return result('failed', { reason: `the check could not complete: ${(error as Error).message}` });
  }
}

/** Runs every rule of the profile against one server, one rule after another. */
export async function runSuite(options: RunOptions): Promise<SuiteRun> {
  const started = performance.now();
  const client = new PoliteClient(options);
  const context = new SuiteContext(client, { profile: options.profile, timezone: options.timezone });
  await preflight(context);
  try {
    await context.takeSnapshot();
  } catch (error) {
    throw new CannotRun(`the listing could not be read in full: ${(error as Error).message}`);
  }
  const rules = (options.rules ?? ALL_RULES).filter(
    (r) => (r.profile === 'spec' || options.profile === 'mock') && (!options.only || options.only.some((prefix) => r.name.startsWith(prefix))),
  );
  const results: RuleResult[] = [];
  for (const rule of rules) results.push(await runRule(rule, context));
  return {
    baseUrl: client.baseUrl,
    profile: options.profile,
    snapshotSummary: `${context.snapshot.items.length} releases; ${context.snapshot.judge.describe()}`,
    results,
    requests: client.sent,
    durationMs: performance.now() - started,
  };
}
