import { Command, InvalidArgumentError, Option } from 'commander';
import { PACKAGE_VERSION } from '../core/packageFiles';
import { MAX_CLOCK_RATE, isClockRate } from './domain/clock';

export interface ServerOptions {
  port: number;
  host: string;
  seed: number;
  count: number;
  fixtures?: string;
  token: string[];
  tokensFile?: string;
  now?: string;
  clockRate?: number;
  timezone: string;
  publicUrl?: string;
  validateResponses: boolean;
  workers: number;
  admin: boolean;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_SEED = 42;
/** More than one page at the default limit of 200, so paging is always exercised. */
export const DEFAULT_COUNT = 500;

function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`expected an integer from ${min} to ${max}`);
    }
    return n;
  };
}

function url(value: string): string {
  if (!/^https?:\/\/[^/]+\/?$/.test(value)) throw new InvalidArgumentError('expected an origin such as https://mock.example.com');
  return value;
}

function clockRate(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !isClockRate(n)) throw new InvalidArgumentError(`expected a number from 0 to ${MAX_CLOCK_RATE}`);
  return n;
}

/** `--token` is repeatable; `MOCK_TOKENS` holds several, separated by commas. */
const collectTokens = (value: string, previous: string[] = []) => [...previous, ...value.split(',').filter(Boolean)];

/** The command line of `npm start`: every flag, each with its environment variable. */
export function serverCommand(): Command {
  return new Command('release-pages-mock')
    .description('Mock of the Release Pages listing API (GET /api/v2/pages/?type=releases.ReleasePage)')
    .version(PACKAGE_VERSION)
    .addOption(new Option('--port <n>', 'port to listen on (0: any free port)').env('MOCK_PORT').argParser(integer(0, 65535)).default(DEFAULT_PORT))
    .addOption(new Option('--host <host>', 'address to listen on').env('MOCK_HOST').default('127.0.0.1'))
    .addOption(new Option('--seed <n>', 'seed of the generated dataset').env('MOCK_SEED').argParser(integer(0)).default(DEFAULT_SEED))
    .addOption(new Option('--count <n>', 'number of generated releases').env('MOCK_COUNT').argParser(integer(1)).default(DEFAULT_COUNT))
    .addOption(new Option('--fixtures <file>', 'serve the releases of this JSON file instead of generated ones').env('MOCK_FIXTURES'))
    .addOption(new Option('--token <key>', 'accept this token, with permission to list (repeatable)').env('MOCK_TOKENS').argParser(collectTokens))
    .addOption(new Option('--tokens-file <file>', 'JSON file of tokens and their permissions').env('MOCK_TOKENS_FILE'))
    .addOption(new Option('--now <datetime>', 'fix the clock, e.g. 2026-03-01T12:00:00Z (default: real time)').env('MOCK_NOW'))
    .addOption(
      new Option('--clock-rate <n>', 'let the clock run from --now (or the real now): 1 real speed, 60 a minute a second, 0 stands still').env('MOCK_CLOCK_RATE').argParser(clockRate),
    )
    .addOption(new Option('--timezone <zone>', 'IANA time zone of "today"').env('MOCK_TIMEZONE').default('UTC'))
    .addOption(new Option('--public-url <origin>', 'origin written in detail_url (default: the origin each request came to)').env('MOCK_PUBLIC_URL').argParser(url))
    .addOption(new Option('--workers <n>', 'server processes sharing the port (node:cluster)').env('MOCK_WORKERS').argParser(integer(1, 64)).default(1))
    .addOption(
      new Option('--no-validate-responses', 'do not validate responses against openapi.yaml (faster); env: any value but 0 or false').env(
        'MOCK_NO_VALIDATE_RESPONSES',
      ),
    )
    .addOption(new Option('--admin', 'serve GET and PUT /__mock/clock, to read or set the clock (token needed)').env('MOCK_ADMIN'))
    .showHelpAfterError();
}

/** How a boolean variable is turned off. */
const isFalse = (value: string | undefined) => ['0', 'false', 'no', ''].includes((value ?? '').trim().toLowerCase());

/** Parses arguments (without `node` and the script) and the environment into options. */
export function parseServerOptions(args: readonly string[], command: Command = serverCommand()): ServerOptions {
  const parsed = command.parse(args as string[], { from: 'user' }).opts();
  // Commander treats a set variable as the flag itself; MOCK_NO_VALIDATE_RESPONSES=false should not turn validation off.
  if (command.getOptionValueSource('validateResponses') === 'env') {
    parsed.validateResponses = isFalse(process.env.MOCK_NO_VALIDATE_RESPONSES);
  }
  // As for MOCK_NO_VALIDATE_RESPONSES: MOCK_ADMIN=0 or false leaves the admin routes off.
  if (command.getOptionValueSource('admin') === 'env') parsed.admin = !isFalse(process.env.MOCK_ADMIN);
  // Each worker has its own clock, and a PUT would set only the one that answered it.
  if (parsed.admin && parsed.workers > 1) {
    command.error("error: --admin sets one process's clock: use it with --workers 1", { code: 'commander.conflictingOption' });
  }
  return { ...parsed, token: parsed.token ?? [], admin: parsed.admin ?? false } as ServerOptions;
}
