import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { IANAZone } from 'luxon';
import pino from 'pino';
import { DEVELOPMENT_TOKENS } from '../../src/auth/tokenRegistry';
import { parseServerOptions } from '../../src/cli/serverOptions';
import { startServer } from '../../src/server';
import { consoleReport, countsOf } from './report/consoleReport';
import { writeJunitReport } from './report/junitReport';
import { ALL_RULES } from './rules';
import { CannotRun, runSuite, type SuiteRun } from './runSuite';

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
  return new Command('contract')
    .description('Check a deployment of the Release Pages listing against the written specification, rule by rule')
    .addOption(new Option('--base-url <url>', 'deployment to check (default: start the mock on a free port)').env('CONTRACT_BASE_URL'))
    .addOption(new Option('--token <key>', 'API token (default with the mock: its development token)').env('CONTRACT_TOKEN'))
    .addOption(new Option('--profile <profile>', "'spec': only what the spec states; 'mock': also what the mock promises").choices(['spec', 'mock']).default('spec'))
    .addOption(new Option('--timezone <zone>', 'IANA time zone of the server\'s "today", if known').argParser(timezone))
    .addOption(new Option('--junit <file>', 'write JUnit XML here'))
    .addOption(new Option('--only <prefix...>', 'run only rules whose name starts with one of these'))
    .addOption(new Option('--concurrency <n>', 'requests in flight at once').argParser(positive).default(2))
    .addOption(new Option('--max-requests <n>', 'requests the run may send in all').argParser(positive).default(2000))
    .addOption(new Option('--timeout <ms>', 'timeout of each request').argParser(positive).default(15_000))
    .addOption(new Option('--list', 'list the rules, with their sections and profiles, and exit'))
    .showHelpAfterError()
    .exitOverride((error) => {
      throw error.exitCode === 0 ? error : new CommanderError(USAGE_ERROR, error.code, error.message);
    });
}

async function run(): Promise<number> {
  const options = command().parse(process.argv.slice(2), { from: 'user' }).opts();
  if (options.list) {
    for (const r of ALL_RULES) console.log(`${r.name} (${r.section}${r.profile === 'mock' ? ', mock profile' : ''}): ${r.statement}`);
    return 0;
  }
  let stopMock: (() => void) | undefined;
  let baseUrl: string | undefined = options.baseUrl;
  let token: string | undefined = options.token;
  if (!baseUrl) {
    const mock = await startServer(parseServerOptions(['--port', '0']), pino({ level: 'silent' }));
    baseUrl = mock.url;
    token ??= DEVELOPMENT_TOKENS[0].key;
    stopMock = () => mock.server.close();
    console.log(`started the mock on ${baseUrl}`);
  }
  if (!token) {
    console.error('contract: a token is needed: --token or CONTRACT_TOKEN');
    return 2;
  }
  let result: SuiteRun;
  try {
    result = await runSuite({
      baseUrl,
      token,
      profile: options.profile,
      timezone: options.timezone,
      only: options.only,
      concurrency: options.concurrency,
      maxRequests: options.maxRequests,
      timeoutMs: options.timeout,
    });
  } catch (error) {
    if (error instanceof CannotRun) {
      console.error(`contract: could not run: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    stopMock?.();
  }
  console.log(consoleReport(result));
  if (options.junit) writeJunitReport(result, options.junit);
  return countsOf(result).failed > 0 ? 1 : 0;
}

run().then(
  (code) => process.exit(code),
  (error: Error) => {
    if (error instanceof CommanderError) process.exit(error.exitCode);
    console.error(`contract: could not run: ${error.stack ?? error.message}`);
    process.exit(2);
  },
);
