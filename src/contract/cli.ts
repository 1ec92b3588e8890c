import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { IANAZone } from 'luxon';
import { PACKAGE_VERSION } from '../core/packageFiles';
import { consoleReport, countsOf } from './report/consoleReport';
import { writeHtmlReport } from './report/htmlReport';
import { writeJunitReport } from './report/junitReport';
import { writeJsonReport } from './report/jsonReport';
import { ALL_RULES } from './rules';
import { selectRules, UnknownRulePattern } from '../core/ruleSelection';
import { printable } from '../core/printable';
import { credentialsRefusal } from '../core/urlCredentials';
import { runSuite, type SuiteRun } from './suite/runSuite';
import { progressLine } from './progressLine';
import { clearTextWarning } from './clearTextWarning';
import { boundsOf, withAnswerBoundFlags } from '../net/client/answerBounds';

const positive = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive integer');
  return n;
};

const timezone = (value: string) => {
  if (!IANAZone.isValidZone(value)) throw new InvalidArgumentError('expected an IANA time zone such as Europe/London');
  return value;
};

/** Usage errors exit with 2 (could not run), not commander's 1, which here means "a rule failed". */
const USAGE_ERROR = 2;

function command(): Command {
  return withAnswerBoundFlags(new Command('release-pages-contract'))
    .version(PACKAGE_VERSION)
    .description('Check a deployment of the Release Pages listing against the written specification, rule by rule')
    .addOption(new Option('--base-url <url>', 'deployment to check (default: start the mock on a free port)').env('CONTRACT_BASE_URL'))
    .addOption(new Option('--token <key>', 'API token (default with the mock: its development token)').env('CONTRACT_TOKEN'))
    .addOption(new Option('--profile <profile>', "'spec': only what the spec states; 'mock': also what the mock promises").choices(['spec', 'mock']).default('spec'))
    .addOption(new Option('--timezone <zone>', 'IANA time zone of the server\'s "today", if known').argParser(timezone))
    .addOption(new Option('--junit <file>', 'write JUnit XML here'))
    .addOption(new Option('--html <file>', 'write a self-contained HTML report here'))
    .addOption(new Option('--json <file>', 'write the run as one JSON document here'))
    .addOption(new Option('--only <prefix...>', 'run only rules whose name starts with one of these'))
    .addOption(new Option('--skip <prefix...>', 'leave out rules whose name starts with one of these'))
    .addOption(new Option('--concurrency <n>', 'requests in flight at once').argParser(positive).default(2))
    .addOption(new Option('--max-requests <n>', 'requests the run may send in all').argParser(positive).default(2000))
    .addOption(new Option('--timeout <ms>', 'timeout of each request, its whole answer included').argParser(positive).default(15_000))
    .addOption(new Option('--rate <n>', 'requests per second at most, for a gentle run').argParser(positive))
    .addOption(new Option('--deadline <seconds>', 'stop starting rules after this long; the rest are skipped, saying so').argParser(positive))
    .addOption(new Option('--fail-on-skip', 'exit 1 when any rule is skipped, not only when one fails'))
    .addOption(new Option('--list', 'list the rules, with their sections and profiles, and exit'))
    .showHelpAfterError()
    .exitOverride((error) => {
      throw error.exitCode === 0 ? error : new CommanderError(USAGE_ERROR, error.code, error.message);
    });
}

/** A server to check when no `--base-url` is given: where it listens, a token it accepts, and how to stop it. */
export interface LocalServer {
  url: string;
  token: string;
  stop: () => void;
}

/**
 * `release-pages-contract [flags]`, arguments without `node` and the script; resolves to the exit
 * code. The suite knows nothing of the mock: the command that wires it in passes `startLocal`.
 */
export async function runContract(args: readonly string[], startLocal: () => Promise<LocalServer>): Promise<number> {
  const options = command().parse(args as string[], { from: 'user' }).opts();
  if (options.list) {
    for (const r of ALL_RULES) console.log(`${r.name} (${r.section}${r.profile === 'mock' ? ', mock profile' : ''}): ${r.statement}`);
    return 0;
  }
  try {
    selectRules(ALL_RULES, options.only, options.skip);
  } catch (error) {
    if (!(error instanceof UnknownRulePattern)) throw error;
    console.error(`contract: ${error.message}`);
    return USAGE_ERROR;
  }
  const refusal = credentialsRefusal('--base-url', options.baseUrl);
  if (refusal) {
    console.error(`contract: ${refusal}`);
    return USAGE_ERROR;
  }
  let stopMock: (() => void) | undefined;
  let baseUrl: string | undefined = options.baseUrl;
  let token: string | undefined = options.token;
  if (!baseUrl) {
    const local = await startLocal();
    baseUrl = local.url;
    token ??= local.token;
    stopMock = local.stop;
    console.log(`started the mock on ${baseUrl}`);
  }
  if (!token) {
    console.error('contract: a token is needed: --token or CONTRACT_TOKEN');
    return 2;
  }
  const warning = clearTextWarning(baseUrl);
  if (warning) console.error(`contract: warning: ${warning}`);
  const progress = progressLine(process.stderr);
  let result: SuiteRun;
  try {
    result = await runSuite({
      baseUrl,
      token,
      profile: options.profile,
      timezone: options.timezone,
      only: options.only,
      skip: options.skip,
      concurrency: options.concurrency,
      maxRequests: options.maxRequests,
      timeoutMs: options.timeout,
      ...boundsOf(options),
      rate: options.rate,
      deadlineMs: options.deadline === undefined ? undefined : options.deadline * 1000,
      onRuleStart: progress.show,
    });
  } finally {
    progress.clear();
    stopMock?.();
  }
  // A run that could not judge a single rule has no summary worth printing; its reports are still written.
  if (result.results.length > 0) console.log(consoleReport(result));
  if (options.junit) writeJunitReport(result, options.junit);
  if (options.html) writeHtmlReport(result, options.html);
  if (options.json) writeJsonReport(result, options.json);
  if (result.fault) {
    const when = result.results.length > 0 ? `stopped after ${result.results.length} rules` : 'could not run';
    console.error(`contract: ${when}: ${printable(result.fault)}`);
    return 2;
  }
  const { failed, skipped } = countsOf(result);
  return failed > 0 || (options.failOnSkip && skipped > 0) ? 1 : 0;
}

