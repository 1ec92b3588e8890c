import { Command, InvalidArgumentError, Option } from 'commander';
import { PACKAGE_VERSION } from '../core/packageFiles';

export interface ServerOptions {
  port: number;
  host: string;
  seed: number;
  count: number;
  fixtures?: string;
  token: string[];
  tokensFile?: string;
  now?: string;
  timezone: string;
  publicUrl?: string;
  validateResponses: boolean;
  workers: number;
  logFormat: LogFormat;
}

/** The request log: a human line per request, or a JSON line for machines. */
export type LogFormat = 'pretty' | 'json';

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
    .addOption(new Option('--timezone <zone>', 'IANA time zone of "today"').env('MOCK_TIMEZONE').default('UTC'))
    .addOption(new Option('--public-url <origin>', 'origin written in detail_url (default: the origin each request came to)').env('MOCK_PUBLIC_URL').argParser(url))
    .addOption(new Option('--workers <n>', 'server processes sharing the port (node:cluster)').env('MOCK_WORKERS').argParser(integer(1, 64)).default(1))
    .addOption(
      new Option('--log-format <format>', 'request log: one human line or one JSON line per request (default: pretty on a terminal, else json)')
        .env('MOCK_LOG_FORMAT')
        .choices(['pretty', 'json']),
    )
    .addOption(
      new Option('--no-validate-responses', 'do not validate responses against openapi.yaml (faster); env: any value but 0 or false').env(
        'MOCK_NO_VALIDATE_RESPONSES',
      ),
    )
    .showHelpAfterError();
}

/**
 * Parses arguments (without `node` and the script) and the environment into options.
 * `stdoutIsTerminal` decides the log format when neither flag nor variable does.
 */
export function parseServerOptions(
  args: readonly string[],
  command: Command = serverCommand(),
  stdoutIsTerminal = process.stdout.isTTY === true,
): ServerOptions {
  const parsed = command.parse(args as string[], { from: 'user' }).opts();
  // Commander treats a set variable as the flag itself; MOCK_NO_VALIDATE_RESPONSES=false should not turn validation off.
  if (command.getOptionValueSource('validateResponses') === 'env') {
    parsed.validateResponses = ['0', 'false', 'no', ''].includes((process.env.MOCK_NO_VALIDATE_RESPONSES ?? '').trim().toLowerCase());
  }
  const logFormat: LogFormat = parsed.logFormat ?? (stdoutIsTerminal ? 'pretty' : 'json');
  return { ...parsed, token: parsed.token ?? [], logFormat } as ServerOptions;
}
