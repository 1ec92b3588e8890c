import { Command, InvalidArgumentError, Option } from 'commander';
import pino from 'pino';
import { DEVELOPMENT_TOKENS } from '../../src/auth/tokenRegistry';
import { parseServerOptions } from '../../src/cli/serverOptions';
import { startServer } from '../../src/server';
import { consoleReport, countsOf } from './report/consoleReport';
import { writeJunitReport } from './report/junitReport';
import { CannotRun, runSuite, type SuiteRun } from './runSuite';

const positive = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive integer');
  return n;
};

function command(): Command {
  return new Command('contract')
    .description('Check a deployment of the Release Pages listing against the written specification, rule by rule')
    .addOption(new Option('--base-url <url>', 'deployment to check (default: start the mock on a free port)').env('CONTRACT_BASE_URL'))
    .addOption(new Option('--token <key>', 'API token (default with the mock: its development token)').env('CONTRACT_TOKEN'))
    .addOption(new Option('--profile <profile>', "'spec': only what the spec states; 'mock': also what the mock promises").choices(['spec', 'mock']).default('spec'))
    .addOption(new Option('--timezone <zone>', 'IANA time zone of the server\'s "today", if known'))
    .addOption(new Option('--junit <file>', 'write JUnit XML here'))
    .addOption(new Option('--only <prefix...>', 'run only rules whose name starts with one of these'))
    .addOption(new Option('--concurrency <n>', 'requests in flight at once').argParser(positive).default(2))
    .addOption(new Option('--max-requests <n>', 'requests the run may send in all').argParser(positive).default(2000))
    .addOption(new Option('--timeout <ms>', 'timeout of each request').argParser(positive).default(15_000))
    .showHelpAfterError();
}

async function run(): Promise<number> {
  const options = command().parse(process.argv.slice(2), { from: 'user' }).opts();
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
    console.error(`contract: could not run: ${error.stack ?? error.message}`);
    process.exit(2);
  },
);
