// The `release-pages-contract` command: its flags, the run of the suite and its reports, and the exit code.
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
import { codedLine, codedLineOf } from '../core/errors';
import { credentialsRefusal } from '../core/urlCredentials';
import { runSuite, type SuiteRun } from './suite/runSuite';
import { progressLine } from './progressLine';
import { clearTextWarning } from './clearTextWarning';
import { boundsOf, withAnswerBoundFlags } from '../net/client/answerBounds';
import { DEFAULT_MAX_REPLAY_BYTES, readRecording, UnreadableRecording, type RecordedRequests } from './replay/recordedRequests';

// Replay and compare are loaded only when asked for: the suite's own start stays light.
/* eslint-disable @typescript-eslint/no-require-imports -- a require on first use is the lazy load; its type is the module's */
const lazily = {
  replay: () => require('./replay/runReplay') as typeof import('./replay/runReplay'),
  compare: () => require('./compare/runCompare') as typeof import('./compare/runCompare'),
};
/* eslint-enable @typescript-eslint/no-require-imports */

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
    .addOption(
      new Option('--profile <profile>', "'spec': only what the spec states; 'mock': also what the mock promises").choices(['spec', 'mock']).default('spec'),
    )
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
    .addOption(
      new Option(
        '--replay <file>',
        "instead of the rules: send each distinct request a frontend made (the mock's --journal file, the JSON of /__mock/requests, or a HAR) and judge every answer",
      ),
    )
    .addOption(new Option('--max-replay-bytes <n>', 'the largest --replay file read').argParser(positive).default(DEFAULT_MAX_REPLAY_BYTES))
    .addOption(
      new Option(
        '--compare <url>',
        "instead of the rules: send the same requests (--replay's, or a page of each kind) to the base URL (A) and this deployment (B) and compare the answers",
      ),
    )
    .addOption(new Option('--token2 <key>', "the --compare deployment's API token (default: --token)").env('CONTRACT_TOKEN2'))
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
  const options = command()
    .parse(args as string[], { from: 'user' })
    .opts();
  if (options.list) {
    for (const r of ALL_RULES) console.log(`${r.name} (${r.section}${r.profile === 'mock' ? ', mock profile' : ''}): ${r.statement}`);
    return 0;
  }
  const ruleFlags = ['only', 'skip', 'deadline'].filter((name) => options[name] !== undefined);
  if ((options.replay !== undefined || options.compare !== undefined) && ruleFlags.length > 0) {
    console.error(`contract: ${codedLineOf('RPC_RULE_FLAG_WITH_REPLAY', ruleFlags[0])}`);
    return USAGE_ERROR;
  }
  try {
    selectRules(ALL_RULES, options.only, options.skip);
  } catch (error) {
    if (!(error instanceof UnknownRulePattern)) throw error;
    console.error(`contract: ${codedLine(error)}`);
    return USAGE_ERROR;
  }
  for (const [flag, url] of [
    ['--base-url', options.baseUrl],
    ['--compare', options.compare],
  ] as const) {
    const refusal = credentialsRefusal(flag, url);
    if (refusal) {
      console.error(`contract: ${codedLine(refusal)}`);
      return USAGE_ERROR;
    }
  }
  let recorded: RecordedRequests | undefined;
  try {
    recorded = options.replay === undefined ? undefined : readRecording(options.replay, options.maxReplayBytes);
  } catch (error) {
    if (!(error instanceof UnreadableRecording)) throw error;
    console.error(`contract: ${printable(codedLine(error))}`);
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
    console.error(`contract: ${codedLineOf('RPC_TOKEN_MISSING')}`);
    return 2;
  }
  for (const url of [baseUrl, options.compare].filter((u): u is string => u !== undefined)) {
    const warning = clearTextWarning(url);
    if (warning) console.error(`contract: warning: ${warning}`);
  }
  const progress = progressLine(process.stderr);
  let result: SuiteRun;
  const client = {
    baseUrl,
    token,
    concurrency: options.concurrency,
    maxRequests: options.maxRequests,
    timeoutMs: options.timeout,
    rate: options.rate,
    ...boundsOf(options),
  };
  try {
    result = options.compare
      ? await lazily.compare().runCompare(recorded, {
          ...client,
          compareUrl: options.compare,
          token2: options.token2,
          profile: options.profile,
          timezone: options.timezone,
          file: options.replay,
        })
      : recorded
        ? await lazily.replay().runReplay(recorded, { ...client, profile: options.profile, timezone: options.timezone, file: options.replay })
        : await runSuite({
            ...client,
            profile: options.profile,
            timezone: options.timezone,
            only: options.only,
            skip: options.skip,
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
    console.error(`contract: ${result.faultCode === undefined ? '' : `${result.faultCode}: `}${when}: ${printable(result.fault)}`);
    return 2;
  }
  const { failed, skipped } = countsOf(result);
  return failed > 0 || (options.failOnSkip && skipped > 0) ? 1 : 0;
}
