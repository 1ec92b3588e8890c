// Tests of the mock's flags and environment variables as `parseServerOptions` reads them.
import { CommanderError } from 'commander';
import { parseServerOptions, serverCommand, type LogFormat, type ServerOptions } from './options';

const DEFAULTS: ServerOptions = {
  port: 4010,
  host: '127.0.0.1',
  seed: 42,
  count: 500,
  watch: false,
  admin: false,
  timezone: 'UTC',
  validateResponses: true,
  token: [],
  workers: 1,
  errorRate: 0,
  maxJournalEntries: 1000,
  varyUnstated: false,
  journalPage: true,
  logFormat: 'json',
  shutdownGrace: 10,
  maxConnections: 1000,
  adminOrigin: [],
  adminMaxBody: 16 * 1024 * 1024,
  adminMaxItems: 10_000,
  fixturesMaxBytes: 256 * 1024 * 1024,
  tokensFileMaxBytes: 1024 * 1024,
  maxRecordValues: 2000,
  maxProblemLines: 20,
  maxHeldAnswers: 200,
  maxPipelined: 16,
};

/** A command that throws instead of exiting and prints nothing. */
const quietCommand = () =>
  serverCommand()
    .exitOverride()
    .configureOutput({ writeErr: () => {}, writeOut: () => {} });
/** Parsed as when stdout is not a terminal (as under CI), unless `stdoutIsTerminal` says otherwise. */
const parse = (args: string[], stdoutIsTerminal = false) => parseServerOptions(args, quietCommand(), stdoutIsTerminal);

function parseError(args: string[]): CommanderError {
  try {
    parse(args);
  } catch (error) {
    expect(error).toBeInstanceOf(CommanderError);
    return error as CommanderError;
  }
  throw new Error(`parsing ${JSON.stringify(args)} did not throw`);
}

// The tests own every MOCK_* variable: none leaks in from the shell, and each test's are removed after it.
let savedEnvironment: Record<string, string | undefined>;

beforeEach(() => {
  savedEnvironment = {};
  for (const name of Object.keys(process.env).filter((n) => n.startsWith('MOCK_'))) {
    savedEnvironment[name] = process.env[name];
    delete process.env[name];
  }
});

afterEach(() => {
  for (const name of Object.keys(process.env).filter((n) => n.startsWith('MOCK_'))) delete process.env[name];
  Object.assign(process.env, savedEnvironment);
});

describe('parseServerOptions: flags', () => {
  test('without arguments gives the defaults', () => {
    expect(parse([])).toEqual(DEFAULTS);
  });

  test.each<[string[], Partial<ServerOptions>]>([
    [['--port', '8080'], { port: 8080 }],
    [['--port', '0'], { port: 0 }],
    [['--host', '0.0.0.0'], { host: '0.0.0.0' }],
    [['--seed', '7'], { seed: 7 }],
    [['--seed', '0'], { seed: 0 }],
    [['--count', '20'], { count: 20 }],
    [['--count', '1'], { count: 1 }],
    [['--workers', '2'], { workers: 2 }],
    [['--fixtures', 'data/releases.json'], { fixtures: 'data/releases.json' }],
    [['--fixtures', 'f.json', '--watch'], { fixtures: 'f.json', watch: true }],
    [['--admin'], { admin: true }],
    [['--token', 'abc'], { token: ['abc'], tokenSource: '--token' }],
    [['--tokens-file', 'tokens.json'], { tokensFile: 'tokens.json' }],
    [['--now', '2026-03-01T12:00:00Z'], { now: '2026-03-01T12:00:00Z' }],
    [['--timezone', 'Europe/London'], { timezone: 'Europe/London' }],
    [['--clock-rate', '60'], { clockRate: 60 }],
    [['--clock-rate', '0.5'], { clockRate: 0.5 }],
    [['--clock-rate', '0'], { clockRate: 0 }],
    [['--admin'], { admin: true }],
    [['--public-url', 'https://mock.example.com'], { publicUrl: 'https://mock.example.com' }],
    [['--public-url', 'http://127.0.0.1:4010'], { publicUrl: 'http://127.0.0.1:4010' }],
    [['--public-url', 'https://mock.example.com/'], { publicUrl: 'https://mock.example.com/' }],
    [['--allowed-hosts', 'localhost, .Example.com,[::1],*'], { allowedHosts: ['localhost', '.example.com', '[::1]', '*'] }],
    [['--no-validate-responses'], { validateResponses: false }],
    [['--log-format', 'pretty'], { logFormat: 'pretty' }],
    [['--log-format', 'json'], { logFormat: 'json' }],
    [['--port=9000', '--seed=3'], { port: 9000, seed: 3 }],
    [['--latency', '200'], { latency: { min: 200, max: 200 } }],
    [['--latency', '100-800'], { latency: { min: 100, max: 800 } }],
    [['--latency', '0'], { latency: { min: 0, max: 0 } }],
    [['--latency', '60000'], { latency: { min: 60000, max: 60000 } }],
    [['--error-rate', '0.05'], { errorRate: 0.05 }],
    [['--error-rate', '1'], { errorRate: 1 }],
    [['--error-rate', '0'], { errorRate: 0 }],
    [['--shutdown-grace', '1'], { shutdownGrace: 1 }],
    [['--shutdown-grace', '0.5'], { shutdownGrace: 0.5 }],
    [['--shutdown-grace', '0'], { shutdownGrace: 0 }],
    [['--max-connections', '20'], { maxConnections: 20 }],
  ])('%p sets %p', (args, expected) => {
    expect(parse(args)).toEqual({ ...DEFAULTS, ...expected });
  });

  test('--token is repeatable and splits commas', () => {
    expect(parse(['--token', 'alpha', '--token', 'beta,gamma', '--token', 'delta']).token).toEqual(['alpha', 'beta', 'gamma', 'delta']);
  });

  test.each([
    [['--token', ''], ['']],
    [
      ['--token', ','],
      ['', ''],
    ],
  ])('%p keeps its empty keys, for start-up to refuse', (args, token) => {
    expect(parse(args)).toEqual({ ...DEFAULTS, token, tokenSource: '--token' });
  });

  test('every flag at once', () => {
    const args = [
      '--port',
      '5000',
      '--host',
      '::',
      '--seed',
      '9',
      '--count',
      '30',
      '--fixtures',
      'f.json',
      '--token',
      't1',
      '--tokens-file',
      't.json',
      '--now',
      '2031-07-15T23:59:59Z',
      '--timezone',
      'Asia/Tokyo',
      '--public-url',
      'https://mock.example.com',
      '--no-validate-responses',
      '--workers',
      '2',
      '--watch',
      '--latency',
      '5-10',
      '--error-rate',
      '0.5',
      '--clock-rate',
      '3600',
      '--log-format',
      'pretty',
      '--shutdown-grace',
      '2.5',
      '--max-connections',
      '50',
      '--max-journal-entries',
      '10',
      '--vary-unstated',
      '--no-journal-page',
      '--vary-seed',
      '11',
      '--admin-origin',
      'https://ui.example.com,http://10.0.0.5:3000',
      '--admin-origin',
      'http://qa.test',
      '--admin-max-body',
      '2048',
      '--admin-max-items',
      '7',
      '--fixtures-max-bytes',
      '4096',
      '--max-held-answers',
      '3',
      '--max-pipelined',
      '5',
      '--tokens-file-max-bytes',
      '2048',
      '--max-record-values',
      '500',
      '--max-problem-lines',
      '4',
    ];
    expect(parse(args)).toEqual({
      port: 5000,
      host: '::',
      seed: 9,
      count: 30,
      fixtures: 'f.json',
      watch: true,
      admin: false,
      token: ['t1'],
      tokenSource: '--token',
      tokensFile: 't.json',
      now: '2031-07-15T23:59:59Z',
      timezone: 'Asia/Tokyo',
      publicUrl: 'https://mock.example.com',
      validateResponses: false,
      workers: 2,
      latency: { min: 5, max: 10 },
      errorRate: 0.5,
      clockRate: 3600,
      logFormat: 'pretty',
      shutdownGrace: 2.5,
      maxConnections: 50,
      maxJournalEntries: 10,
      varyUnstated: true,
      journalPage: false,
      varySeed: 11,
      adminOrigin: ['https://ui.example.com', 'http://10.0.0.5:3000', 'http://qa.test'],
      adminMaxBody: 2048,
      adminMaxItems: 7,
      fixturesMaxBytes: 4096,
      tokensFileMaxBytes: 2048,
      maxRecordValues: 500,
      maxProblemLines: 4,
      maxHeldAnswers: 3,
      maxPipelined: 5,
    });
  });
});

describe('parseServerOptions: environment variables', () => {
  test.each<[string, string, Partial<ServerOptions>]>([
    ['MOCK_PORT', '5000', { port: 5000 }],
    ['MOCK_HOST', '0.0.0.0', { host: '0.0.0.0' }],
    ['MOCK_SEED', '123', { seed: 123 }],
    ['MOCK_COUNT', '50', { count: 50 }],
    ['MOCK_MAX_JOURNAL_ENTRIES', '0', { maxJournalEntries: 0 }],
    ['MOCK_TOKENS_FILE_MAX_BYTES', '4096', { tokensFileMaxBytes: 4096 }],
    ['MOCK_MAX_RECORD_VALUES', '300', { maxRecordValues: 300 }],
    ['MOCK_MAX_PROBLEM_LINES', '5', { maxProblemLines: 5 }],
    ['MOCK_JOURNAL', 'journal.jsonl', { journal: 'journal.jsonl' }],
    ['MOCK_VARY_UNSTATED', '1', { varyUnstated: true }],
    ['MOCK_VARY_UNSTATED', 'false', { varyUnstated: false }],
    ['MOCK_FIXTURES', 'releases.json', { fixtures: 'releases.json' }],
    ['MOCK_TOKENS', 'one,two,three', { token: ['one', 'two', 'three'], tokenSource: 'MOCK_TOKENS' }],
    // Empty keys are kept, for start-up to refuse (configuredTokens).
    ['MOCK_TOKENS', 'one,,two,', { token: ['one', '', 'two', ''], tokenSource: 'MOCK_TOKENS' }],
    ['MOCK_TOKENS', '', { token: [''], tokenSource: 'MOCK_TOKENS' }],
    ['MOCK_TOKENS_FILE', '', { tokensFile: '' }],
    ['MOCK_TOKENS_FILE', 'tokens.json', { tokensFile: 'tokens.json' }],
    ['MOCK_NOW', '2020-01-01T00:00:00Z', { now: '2020-01-01T00:00:00Z' }],
    ['MOCK_TIMEZONE', 'America/New_York', { timezone: 'America/New_York' }],
    ['MOCK_PUBLIC_URL', 'https://mock.example.com', { publicUrl: 'https://mock.example.com' }],
    ['MOCK_ALLOWED_HOSTS', 'localhost,.example.com', { allowedHosts: ['localhost', '.example.com'] }],
    ['MOCK_NO_VALIDATE_RESPONSES', '1', { validateResponses: false }],
    ['MOCK_WORKERS', '3', { workers: 3 }],
    ['MOCK_CLOCK_RATE', '60', { clockRate: 60 }],
    ['MOCK_ADMIN', '1', { admin: true }],
    ['MOCK_ADMIN', 'false', { admin: false }],
    ['MOCK_LATENCY', '100-800', { latency: { min: 100, max: 800 } }],
    ['MOCK_ERROR_RATE', '0.05', { errorRate: 0.05 }],
    ['MOCK_ADMIN_ORIGIN', 'https://ui.example.com', { adminOrigin: ['https://ui.example.com'] }],
    ['MOCK_MAX_HELD_ANSWERS', '50', { maxHeldAnswers: 50 }],
    ['MOCK_ADMIN', '0', { admin: false }],
    ['MOCK_LOG_FORMAT', 'pretty', { logFormat: 'pretty' }],
    ['MOCK_SHUTDOWN_GRACE', '30', { shutdownGrace: 30 }],
    ['MOCK_MAX_CONNECTIONS', '200', { maxConnections: 200 }],
  ])('%s=%p sets %p', (name, value, expected) => {
    process.env[name] = value;
    expect(parse([])).toEqual({ ...DEFAULTS, ...expected });
  });

  test('MOCK_WATCH=1 with MOCK_FIXTURES watches the file', () => {
    process.env.MOCK_FIXTURES = 'f.json';
    process.env.MOCK_WATCH = '1';
    expect(parse([])).toEqual({ ...DEFAULTS, fixtures: 'f.json', watch: true });
  });

  test('a flag wins over its environment variable', () => {
    process.env.MOCK_PORT = '5000';
    process.env.MOCK_TOKENS = 'from-env,other';
    expect(parse(['--port', '6000', '--token', 'from-flag'])).toEqual({ ...DEFAULTS, port: 6000, token: ['from-flag'], tokenSource: '--token' });
  });

  test.each([
    ['MOCK_PORT', 'abc'],
    ['MOCK_SEED', '-1'],
    ['MOCK_COUNT', '0'],
    ['MOCK_PUBLIC_URL', 'mock.example.com'],
    ['MOCK_LATENCY', 'slow'],
    ['MOCK_ERROR_RATE', '5%'],
    ['MOCK_CLOCK_RATE', 'fast'],
    ['MOCK_SHUTDOWN_GRACE', '-1'],
    ['MOCK_SHUTDOWN_GRACE', '10s'],
    ['MOCK_SHUTDOWN_GRACE', '3601'],
    ['MOCK_MAX_CONNECTIONS', '0'],
  ])('an invalid %s=%p is rejected, naming the variable', (name, value) => {
    process.env[name] = value;
    const error = parseError([]);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain(`'${value}' from env '${name}'`);
  });
});

describe('parseServerOptions: the log format', () => {
  test.each<[string, boolean, LogFormat]>([
    ['on a terminal', true, 'pretty'],
    ['elsewhere (a pipe, a file, CI)', false, 'json'],
  ])('by default, %s, is %p', (_where, stdoutIsTerminal, expected) => {
    expect(parse([], stdoutIsTerminal).logFormat).toBe(expected);
  });

  test('an explicit flag or variable wins over the terminal', () => {
    expect(parse(['--log-format', 'json'], true).logFormat).toBe('json');
    process.env.MOCK_LOG_FORMAT = 'json';
    expect(parse([], true).logFormat).toBe('json');
    process.env.MOCK_LOG_FORMAT = 'pretty';
    expect(parse([], false).logFormat).toBe('pretty');
    expect(parse(['--log-format', 'json'], false).logFormat).toBe('json');
  });

  test.each([
    [['--log-format', 'text'], undefined],
    [[], 'yaml'],
  ])('%p (MOCK_LOG_FORMAT=%p) is rejected, naming the choices', (args, variable) => {
    if (variable) process.env.MOCK_LOG_FORMAT = variable;
    const error = parseError(args);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain('Allowed choices are pretty, json');
  });
});

describe('parseServerOptions: invalid arguments', () => {
  test.each([
    ['--port', 'abc'],
    ['--port', '-1'],
    ['--port', '1.5'],
    ['--port', '1e3'],
    ['--port', ''],
    ['--port', '0x10'],
    ['--port', '99999999999999999999'],
    ['--seed', '-3'],
    ['--seed', 'forty-two'],
    ['--count', '0'],
    ['--count', '-10'],
    ['--count', '12.0'],
    ['--port', '65536'],
    ['--workers', '0'],
    ['--workers', '65'],
  ])('%s %p is not an accepted integer', (flag, value) => {
    const error = parseError([flag, value]);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain(`option '${flag} <n>' argument '${value}' is invalid`);
  });

  test.each([
    'mock.example.com',
    'ftp://mock.example.com',
    'https://mock.example.com/releases',
    'https://mock.example.com/api/v2/',
    'https://',
    '//mock.example.com',
    'https://user@mock.example.com',
    'https://mock example.com',
    'https://mock.example.com?x=1',
    'https://mock.example.com:99999',
  ])('--public-url %p is not an origin', (value) => {
    const error = parseError(['--public-url', value]);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain('expected an origin such as https://mock.example.com');
  });

  test.each(['', 'localhost,', 'localhost:4010', 'http://localhost', '*.example.com', 'my_mock', 'a/b'])('--allowed-hosts %p is rejected', (value) => {
    const error = parseError(['--allowed-hosts', value]);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain('expected host names, .domains (a domain and its subdomains) or *, separated by commas');
  });

  test.each(['*', 'ui.example.com', 'https://ui.example.com/', 'https://ui.example.com/path', 'null', ''])('--admin-origin %p is rejected', (value) => {
    const error = parseError(['--admin-origin', value]);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain('expected origins such as https://ui.example.com');
  });

  test.each([
    ['--admin-max-body', '0'],
    ['--admin-max-items', '0'],
    ['--fixtures-max-bytes', '1e9'],
    ['--max-held-answers', '-1'],
  ])('%s %p is rejected', (flag, value) => {
    expect(parseError([flag, value]).code).toBe('commander.invalidArgument');
  });

  test.each([
    ['--tokens-file-max-bytes', '1023', 'expected an integer from 1024 to 67108864'],
    ['--tokens-file-max-bytes', '1GB', 'expected an integer from 1024 to 67108864'],
    ['--max-record-values', '199', 'expected an integer from 200 to 1000000'],
    ['--max-record-values', '1000001', 'expected an integer from 200 to 1000000'],
    ['--max-problem-lines', '0', 'expected an integer from 1 to 10000'],
    ['--max-problem-lines', '2.5', 'expected an integer from 1 to 10000'],
  ])('%s %p is out of range: %s', (flag, value, expected) => {
    const error = parseError([flag, value]);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain(expected);
  });

  test.each(['-1', 'fast', '', '1e9', 'Infinity'])('--clock-rate %p is not an accepted rate', (value) => {
    const error = parseError(['--clock-rate', value]);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain('expected a number from 0 to 31536000');
  });

  test.each(['800-100', '-5', '1.5', '100-', 'fast', '60001', '0-60001', ''])('--latency %p is rejected', (value) => {
    const error = parseError(['--latency', value]);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain('expected milliseconds (200) or a range (100-800), at most 60000');
  });

  test.each(['1.01', '2', '-0.1', '5%', '.5', 'NaN', '1e-2', ''])('--error-rate %p is rejected', (value) => {
    const error = parseError(['--error-rate', value]);
    expect(error.code).toBe('commander.invalidArgument');
    expect(error.message).toContain('expected a number from 0 to 1');
  });

  test.each([
    [['--watch'], '--watch needs --fixtures'],
    [['--vary-seed', '3'], '--vary-seed seeds --vary-unstated, which is off'],
    [['--admin', '--workers', '2'], '--admin needs a single process'],
  ])('%p is rejected: %s', (args, message) => {
    const error = parseError(args);
    expect(error.code).toBe('commander.error');
    expect(error.message).toContain(message);
  });

  test.each([
    [['--bogus'], 'commander.unknownOption'],
    [['extra'], 'commander.excessArguments'],
    [['--port'], 'commander.optionMissingArgument'],
  ])('%p is rejected with %s', (args, code) => {
    expect(parseError(args).code).toBe(code);
  });
});
