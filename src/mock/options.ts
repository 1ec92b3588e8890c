// The mock's options: its flags and environment variables parsed, with their defaults.
import { Command, InvalidArgumentError, Option } from 'commander';
import { PACKAGE_VERSION } from '../core/packageFiles';
import { MAX_LATENCY_MS } from './http/provoked/preferHeader';
import type { LatencyRange } from './http/provoked/runFaults';
import { MAX_CLOCK_RATE, isClockRate } from './domain/clockRate';
import { domainOf, hostPatternOf } from './http/allowedHosts';
import { oneLineFlagErrors } from './oneLineFlagErrors';
import { DEFAULT_MAX_JOURNAL_ENTRIES, MAX_MAX_JOURNAL_ENTRIES } from './journal/journalBounds';
import { DEFAULT_ADMIN_LIMITS } from './admin/adminLimits';
import { DEFAULT_COUNT, DEFAULT_SEED } from './defaults';
import { DEFAULT_MAX_HELD_ANSWERS } from './bounds/heldAnswers';
import { DEFAULT_FIXTURES_MAX_BYTES, DEFAULT_TOKENS_FILE_MAX_BYTES } from '../core/readBoundedFile';
import { DEFAULT_MAX_RECORD_VALUES } from './bounds/recordValues';
import { DEFAULT_MAX_PROBLEM_LINES } from './bounds/problemLines';
import { DEFAULT_MAX_PIPELINED } from '../net/server/pipelining';

export interface ServerOptions {
  port: number;
  host: string;
  seed: number;
  count: number;
  fixtures?: string;
  watch: boolean;
  admin: boolean;
  /** The keys of `--token` or `MOCK_TOKENS`, as given (empty ones too: start-up refuses them). */
  token: string[];
  /** Which of the two gave `token`, for start-up errors to name (they never print a key). */
  tokenSource?: TokenSource;
  tokensFile?: string;
  now?: string;
  clockRate?: number;
  timezone: string;
  publicUrl?: string;
  /** Host names served, in Django's ALLOWED_HOSTS syntax (lowercased); by default any well-formed Host. */
  allowedHosts?: string[];
  validateResponses: boolean;
  workers: number;
  /** Every authenticated API answer waits this long (a range: drawn uniformly, seeded by `seed`). */
  latency?: LatencyRange;
  /** The share of authenticated API answers that are a 500, 502 or 503 (drawn, seeded by `seed`). */
  errorRate: number;
  logFormat: LogFormat;
  /** Seconds a stop (SIGTERM, SIGINT) waits for the answers under way before closing their connections. */
  shutdownGrace: number;
  /** Open connections per process; at the cap, the longest-waiting one without a request under way makes room. */
  maxConnections: number;
  /** The request journal's bound: the last this many requests are kept (0: no journal). */
  maxJournalEntries: number;
  /** Where the journal is written as JSON lines when the mock stops. */
  journal?: string;
  /** Vary, per request, what the spec leaves open (seeded by `varySeed`), each pick named in a header. */
  varyUnstated: boolean;
  /** Serve the live journal page at /__mock/journal, to this machine only (`--no-journal-page`: not at all). */
  journalPage: boolean;
  /** The seed of `varyUnstated`'s picks, apart from the data's; by default `seed`. */
  varySeed?: number;
  /** Origins besides loopback ones whose pages may use the admin routes. */
  adminOrigin: string[];
  /** Bytes of an admin body. */
  adminMaxBody: number;
  /** Release pages in one admin body. */
  adminMaxItems: number;
  /** Bytes of a fixtures file. */
  fixturesMaxBytes: number;
  /** Bytes of a tokens file. */
  tokensFileMaxBytes: number;
  /** Values (array items and object fields, at any depth) of one release record, in an admin body or a fixtures file. */
  maxRecordValues: number;
  /** Problems listed for one bad record. */
  maxProblemLines: number;
  /** Answers held back by latency at once, per process. */
  maxHeldAnswers: number;
  /** Requests under way on one connection. */
  maxPipelined: number;
}

export type TokenSource = '--token' | 'MOCK_TOKENS';

/** The request log: a human line per request, or a JSON line for machines. */
export type LogFormat = 'pretty' | 'json';

export const DEFAULT_PORT = 4010;
export { DEFAULT_COUNT, DEFAULT_SEED } from './defaults';
/** Enough for any answer not delayed on purpose, and within the wait before a kill of Kubernetes (30 s) and systemd (90 s); `docker stop` waits 10 s. */
export const DEFAULT_SHUTDOWN_GRACE = 10;
const MAX_SHUTDOWN_GRACE = 3600;
/** Far more than a test suite opens, and well below the usual 1,024 to 65,536 open files a process may have. */
export const DEFAULT_MAX_CONNECTIONS = 1000;

/** A flag's integer argument parser: a bad value is commander's one-line error naming the flag. */
export function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`expected an integer from ${min} to ${max}`);
    }
    return n;
  };
}

function url(value: string): string {
  // Its host is held to the rules of a request's Host, which it stands in for.
  const host = /^https?:\/\/([^/]+)\/?$/.exec(value)?.[1];
  if (host === undefined || domainOf(host) === undefined) throw new InvalidArgumentError('expected an origin such as https://mock.example.com');
  return value;
}

/** `localhost,.example.com`: Django's ALLOWED_HOSTS entries, separated by commas. */
function hostPatterns(value: string): string[] {
  const patterns = value.split(',').map((entry) => hostPatternOf(entry.trim()));
  if (patterns.includes(undefined)) {
    throw new InvalidArgumentError('expected host names, .domains (a domain and its subdomains) or *, separated by commas, such as localhost,.example.com');
  }
  return patterns as string[];
}

/** `200` or `100-800`, in milliseconds. */
function latencyRange(value: string): LatencyRange {
  const match = /^(\d+)(?:-(\d+))?$/.exec(value);
  const [min, max] = match ? [Number(match[1]), Number(match[2] ?? match[1])] : [NaN, NaN];
  if (!(min <= max && max <= MAX_LATENCY_MS)) {
    throw new InvalidArgumentError(`expected milliseconds (200) or a range (100-800), at most ${MAX_LATENCY_MS}`);
  }
  return { min, max };
}

/** A decimal from 0 to `max`, whole or not (`10`, `0.5`); `expected` says what otherwise. */
function decimal(max: number, expected: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || n > max) throw new InvalidArgumentError(expected);
    return n;
  };
}

function clockRate(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !isClockRate(n)) throw new InvalidArgumentError(`expected a number from 0 to ${MAX_CLOCK_RATE}`);
  return n;
}

/** `https://ui.example.com,http://10.0.0.5:3000`: origins (scheme, host, optional port), separated by commas; repeatable. */
function origins(value: string, previous: string[] = []): string[] {
  const given = value.split(',').map((entry) => entry.trim());
  if (!given.every((origin) => /^https?:\/\/[^/\s?#]+$/.test(origin))) {
    throw new InvalidArgumentError('expected origins such as https://ui.example.com or http://10.0.0.5:3000, separated by commas');
  }
  return [...previous, ...given];
}

/** `--token` is repeatable; `MOCK_TOKENS` holds several, separated by commas. Empty keys are kept for start-up to refuse. */
const collectTokens = (value: string, previous: string[] = []) => [...previous, ...value.split(',')];

// The options that decide the generated dataset, shared with `release-pages-mock export`.
export const seedOption = () => new Option('--seed <n>', 'seed of the generated dataset').env('MOCK_SEED').argParser(integer(0)).default(DEFAULT_SEED);
export const countOption = () => new Option('--count <n>', 'number of generated releases').env('MOCK_COUNT').argParser(integer(1)).default(DEFAULT_COUNT);
export const nowOption = () => new Option('--now <datetime>', 'fix the clock, e.g. 2026-03-01T12:00:00Z (default: real time)').env('MOCK_NOW');
export const timezoneOption = () => new Option('--timezone <zone>', 'IANA time zone of "today"').env('MOCK_TIMEZONE').default('UTC');

/** The command line of `npm start`: every flag, each with its environment variable. */
export function serverCommand(): Command {
  return oneLineFlagErrors(
    new Command('release-pages-mock')
      .description('Mock of the Release Pages listing API (GET /api/v2/pages/?type=releases.ReleasePage)')
      .version(PACKAGE_VERSION)
      .addOption(new Option('--port <n>', 'port to listen on (0: any free port)').env('MOCK_PORT').argParser(integer(0, 65535)).default(DEFAULT_PORT))
      .addOption(new Option('--host <host>', 'address to listen on').env('MOCK_HOST').default('127.0.0.1'))
      .addOption(seedOption())
      .addOption(countOption())
      .addOption(new Option('--fixtures <file>', 'serve the releases of this JSON file instead of generated ones').env('MOCK_FIXTURES'))
      .addOption(new Option('--watch', 'reload the fixtures file when it changes (a broken version is logged and ignored)').env('MOCK_WATCH').default(false))
      .addOption(
        new Option('--admin', 'serve the admin routes of admin.openapi.yaml under /__mock: releases, reset and the clock (a token needed)')
          .env('MOCK_ADMIN')
          .default(false),
      )
      .addOption(
        new Option('--token <key>', 'accept this token, with permission to list (repeatable; shows in ps: prefer MOCK_TOKENS or --tokens-file)')
          .env('MOCK_TOKENS')
          .argParser(collectTokens),
      )
      .addOption(new Option('--tokens-file <file>', 'JSON file of tokens and their permissions').env('MOCK_TOKENS_FILE'))
      .addOption(nowOption())
      .addOption(
        new Option('--clock-rate <n>', 'let the clock run from --now (or the real now): 1 real speed, 60 a minute a second, 0 stands still')
          .env('MOCK_CLOCK_RATE')
          .argParser(clockRate),
      )
      .addOption(timezoneOption())
      .addOption(
        new Option('--public-url <origin>', 'origin written in detail_url (default: the origin each request came to)').env('MOCK_PUBLIC_URL').argParser(url),
      )
      .addOption(
        new Option(
          '--allowed-hosts <hosts>',
          "Host names served, as Django's ALLOWED_HOSTS: localhost,.example.com (a domain and its subdomains), * (default: any well-formed Host)",
        )
          .env('MOCK_ALLOWED_HOSTS')
          .argParser(hostPatterns),
      )
      .addOption(new Option('--workers <n>', 'server processes sharing the port (node:cluster)').env('MOCK_WORKERS').argParser(integer(1, 64)).default(1))
      .addOption(
        new Option('--shutdown-grace <seconds>', 'on SIGTERM or SIGINT, wait this long for the answers under way, then close their connections')
          .env('MOCK_SHUTDOWN_GRACE')
          .argParser(decimal(MAX_SHUTDOWN_GRACE, `expected seconds from 0 to ${MAX_SHUTDOWN_GRACE}, such as 10 or 0.5`))
          .default(DEFAULT_SHUTDOWN_GRACE),
      )
      .addOption(
        new Option('--max-connections <n>', 'open connections per process; at the cap, the one idle longest is closed to make room')
          .env('MOCK_MAX_CONNECTIONS')
          .argParser(integer(1, 1_000_000))
          .default(DEFAULT_MAX_CONNECTIONS),
      )
      .addOption(
        new Option('--max-journal-entries <n>', 'the request journal keeps the last n requests (0: no journal)')
          .env('MOCK_MAX_JOURNAL_ENTRIES')
          .argParser(integer(0, MAX_MAX_JOURNAL_ENTRIES))
          .default(DEFAULT_MAX_JOURNAL_ENTRIES),
      )
      .addOption(new Option('--journal <file>', 'write the request journal to this file as JSON lines when the mock stops').env('MOCK_JOURNAL'))
      .addOption(new Option('--no-journal-page', 'do not serve the live journal page at /__mock/journal (served by default to this machine only)'))
      .addOption(
        new Option(
          '--vary-unstated',
          'vary per request what the spec leaves open (ties, fields readings, error bodies, ...), seeded by --vary-seed; each pick in X-Mock-Reading',
        )
          .env('MOCK_VARY_UNSTATED')
          .default(false),
      )
      .addOption(
        new Option('--vary-seed <n>', "seed of --vary-unstated's picks, apart from the data's (default: --seed)").env('MOCK_VARY_SEED').argParser(integer(0)),
      )
      .addOption(
        new Option(
          '--admin-origin <origins>',
          'origins besides loopback ones (localhost, 127.0.0.1, [::1], any port) whose pages may use the admin routes; repeatable',
        )
          .env('MOCK_ADMIN_ORIGIN')
          .argParser(origins)
          .default([]),
      )
      .addOption(
        new Option('--admin-max-body <bytes>', 'largest admin request body; past it, a 413')
          .env('MOCK_ADMIN_MAX_BODY')
          .argParser(integer(1024, 1024 ** 3))
          .default(DEFAULT_ADMIN_LIMITS.maxBodyBytes),
      )
      .addOption(
        new Option('--admin-max-items <n>', 'most release pages in one admin body; past it, a 413')
          .env('MOCK_ADMIN_MAX_ITEMS')
          .argParser(integer(1, 10_000_000))
          .default(DEFAULT_ADMIN_LIMITS.maxItems),
      )
      .addOption(
        new Option('--fixtures-max-bytes <bytes>', 'largest fixtures file read (at start-up and by --watch)')
          .env('MOCK_FIXTURES_MAX_BYTES')
          .argParser(integer(1024, 8 * 1024 ** 3))
          .default(DEFAULT_FIXTURES_MAX_BYTES),
      )
      .addOption(
        new Option('--tokens-file-max-bytes <bytes>', 'largest tokens file read')
          .env('MOCK_TOKENS_FILE_MAX_BYTES')
          .argParser(integer(1024, 64 * 1024 ** 2))
          .default(DEFAULT_TOKENS_FILE_MAX_BYTES),
      )
      .addOption(
        new Option(
          '--max-record-values <n>',
          'most values (array items and object fields, at any depth) in one release record of an admin body or a fixtures file; past it, refused before it is validated',
        )
          .env('MOCK_MAX_RECORD_VALUES')
          .argParser(integer(200, 1_000_000))
          .default(DEFAULT_MAX_RECORD_VALUES),
      )
      .addOption(
        new Option('--max-problem-lines <n>', 'problems listed for one bad record; the rest are counted')
          .env('MOCK_MAX_PROBLEM_LINES')
          .argParser(integer(1, 10_000))
          .default(DEFAULT_MAX_PROBLEM_LINES),
      )
      .addOption(
        new Option('--max-held-answers <n>', 'answers delayed by Prefer: latency or --latency at once; past it, a 503 with Retry-After')
          .env('MOCK_MAX_HELD_ANSWERS')
          .argParser(integer(1, 1_000_000))
          .default(DEFAULT_MAX_HELD_ANSWERS),
      )
      .addOption(
        new Option('--max-pipelined <n>', 'requests under way on one connection; past it, the connection is not read until answers go (closed past 4 times it)')
          .env('MOCK_MAX_PIPELINED')
          .argParser(integer(1, 10_000))
          .default(DEFAULT_MAX_PIPELINED),
      )
      .addOption(
        new Option('--latency <ms>', 'delay every answer: milliseconds (200) or a uniform range (100-800), seeded by --seed')
          .env('MOCK_LATENCY')
          .argParser(latencyRange),
      )
      .addOption(
        new Option('--error-rate <rate>', 'share of answers that are a 500, 502 or 503 HTML page (0 to 1), seeded by --seed')
          .env('MOCK_ERROR_RATE')
          .argParser(decimal(1, 'expected a number from 0 to 1, such as 0.05'))
          .default(0),
      )
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
      .addHelpText('after', '\nTo write the generated dataset to a fixtures file: release-pages-mock export --out FILE (export --help)'),
  );
}

/** A switch's environment variable: any value but `0`, `false`, `no` or empty turns it on. */
const isTrue = (variable: string) => !['0', 'false', 'no', ''].includes((process.env[variable] ?? '').trim().toLowerCase());

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
    parsed.validateResponses = !isTrue('MOCK_NO_VALIDATE_RESPONSES');
  }
  for (const [name, variable] of [
    ['watch', 'MOCK_WATCH'],
    ['admin', 'MOCK_ADMIN'],
    ['varyUnstated', 'MOCK_VARY_UNSTATED'],
  ] as const) {
    if (command.getOptionValueSource(name) === 'env') parsed[name] = isTrue(variable);
  }
  if (parsed.watch && !parsed.fixtures) command.error('error: --watch needs --fixtures: it reloads that file');
  // Each worker holds its own copy of the data: a change would reach the one worker that received it.
  if (parsed.admin && parsed.workers > 1) command.error('error: --admin needs a single process (--workers 1): a change would reach one worker only');
  // Each worker would write its own journal over the others'.
  if (parsed.journal !== undefined && parsed.workers > 1)
    command.error('error: --journal needs a single process (--workers 1): each worker keeps its own journal');
  if (parsed.journal !== undefined && parsed.maxJournalEntries === 0) command.error('error: --journal needs a journal: --max-journal-entries is 0');
  if (parsed.varySeed !== undefined && !parsed.varyUnstated) command.error('error: --vary-seed seeds --vary-unstated, which is off');
  if (parsed.journal === '') command.error('error: --journal (or MOCK_JOURNAL) is empty: name the file to write');
  const logFormat: LogFormat = parsed.logFormat ?? (stdoutIsTerminal ? 'pretty' : 'json');
  const tokenSource: TokenSource | undefined = parsed.token && (command.getOptionValueSource('token') === 'env' ? 'MOCK_TOKENS' : '--token');
  return { ...parsed, token: parsed.token ?? [], ...(tokenSource && { tokenSource }), logFormat } as ServerOptions;
}
