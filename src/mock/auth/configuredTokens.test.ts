// Tests of the token configuration: what is accepted, and broken sets failing closed without naming a key.
import { TOKENS } from '../../core/messages';
import { errorThrownBy, scratchFolder } from '../testing/files';
import { mockCommandFailure } from '../testing/mockCommand';
import { leakedParts, SECRET_MARKER } from '../testing/secrets';
import { configuredTokens, TokenConfigError, type TokenOptions } from './configuredTokens';
import { DEVELOPMENT_TOKENS } from './tokenRegistry';
import { TokensFileError } from './tokensFile';

/** Every key holds the marker, so that a leak of any part of one shows. */
const KEY = `qa-${SECRET_MARKER}`;
const OTHER = `ci-${SECRET_MARKER}`;

const files = scratchFolder('configured-tokens');
const tokensFile = (...keys: string[]) => files.write({ tokens: keys.map((key) => ({ key, permissions: [] })) });
const refusal = (options: TokenOptions) => errorThrownBy(() => configuredTokens(options), TokenConfigError);

beforeAll(() => {
  files.create();
});

afterAll(() => {
  files.remove();
});

describe('configuredTokens: what is accepted', () => {
  test('no token option at all gives the development tokens', () => {
    expect(configuredTokens({ token: [] })).toEqual({ grants: DEVELOPMENT_TOKENS, development: true });
  });

  test('keys of --token may list; a file adds its own, in that order, and the development tokens are off', () => {
    const path = files.write({ tokens: [{ key: 'file-1', permissions: [], name: 'no access' }] });
    expect(configuredTokens({ token: [KEY, OTHER], tokenSource: '--token', tokensFile: path })).toEqual({
      grants: [
        { key: KEY, permissions: ['list_releases'] },
        { key: OTHER, permissions: ['list_releases'] },
        { key: 'file-1', permissions: [], name: 'no access' },
      ],
      development: false,
    });
  });
});

describe('configuredTokens: a given but empty or broken set fails closed, naming the place, never the key', () => {
  test.each<[string, () => TokenOptions, string]>([
    ['MOCK_TOKENS=""', () => ({ token: [''], tokenSource: 'MOCK_TOKENS' }), TOKENS.noKey('MOCK_TOKENS')],
    ['--token ,', () => ({ token: ['', ''], tokenSource: '--token' }), TOKENS.noKey('--token')],
    ["--token ''", () => ({ token: [''], tokenSource: '--token' }), TOKENS.noKey('--token')],
    ['an empty key between two', () => ({ token: [KEY, '', OTHER], tokenSource: 'MOCK_TOKENS' }), TOKENS.emptyKey('token 2 of MOCK_TOKENS')],
    ['a trailing comma', () => ({ token: [KEY, ''], tokenSource: '--token' }), TOKENS.emptyKey('token 2 of --token')],
    ['whitespace inside a key', () => ({ token: [`qa ${SECRET_MARKER}`], tokenSource: '--token' }), TOKENS.keyWithWhitespace('token 1 of --token')],
    ['a space after a comma', () => ({ token: [KEY, ` ${OTHER}`], tokenSource: 'MOCK_TOKENS' }), TOKENS.keyWithWhitespace('token 2 of MOCK_TOKENS')],
    ['a trailing newline', () => ({ token: [`${KEY}\n`], tokenSource: 'MOCK_TOKENS' }), TOKENS.keyWithWhitespace('token 1 of MOCK_TOKENS')],
    ['a no-break space', () => ({ token: [`${KEY}\u00a0`], tokenSource: '--token' }), TOKENS.keyWithWhitespace('token 1 of --token')],
    ['a key given twice', () => ({ token: [KEY, OTHER, KEY], tokenSource: '--token' }), TOKENS.duplicateKey('token 3 of --token', 'token 1 of --token')],
    ['an empty tokens file path', () => ({ token: [], tokensFile: '' }), TOKENS.noFilePath],
  ])('%s', (_case, options, message) => {
    const error = refusal(options());
    expect(error.message).toBe(message);
    expect(leakedParts(error.message)).toEqual([]);
  });

  test('{"tokens": []} is refused, even beside a --token', () => {
    const path = files.write({ tokens: [] });
    expect(refusal({ token: [], tokensFile: path }).message).toBe(TOKENS.noKey(`tokens file ${path}`));
    expect(refusal({ token: [KEY], tokenSource: '--token', tokensFile: path }).message).toBe(TOKENS.noKey(`tokens file ${path}`));
  });

  test('a key twice in a tokens file names both entries', () => {
    const path = tokensFile(KEY, OTHER, KEY);
    const { message } = refusal({ token: [], tokensFile: path });
    expect(message).toBe(TOKENS.duplicateKey(TOKENS.filePlace(path, 2), TOKENS.filePlace(path, 0)));
    expect(leakedParts(message)).toEqual([]);
  });

  test('a key both in MOCK_TOKENS and in the tokens file names both places', () => {
    const path = tokensFile(OTHER, KEY);
    const { message } = refusal({ token: [KEY], tokenSource: 'MOCK_TOKENS', tokensFile: path });
    expect(message).toBe(TOKENS.duplicateKey(TOKENS.filePlace(path, 1), 'token 1 of MOCK_TOKENS'));
    expect(leakedParts(message)).toEqual([]);
  });

  test('a key with whitespace in a tokens file is refused by its schema', () => {
    const path = tokensFile(` ${KEY}`);
    const { message } = errorThrownBy(() => configuredTokens({ token: [], tokensFile: path }), TokensFileError);
    expect(message).toContain('/tokens/0/key must match pattern');
    expect(leakedParts(message)).toEqual([]);
  });
});

describe('the command refuses to start with one line on stderr and exit code 1, never printing a key', () => {
  // None of the shell's token settings leak into these runs.
  const UNSET = { MOCK_TOKENS: undefined, MOCK_TOKENS_FILE: undefined };

  /** The arguments, the environment and the expected line of each case (made when it runs: the files exist then). */
  type Case = () => [args: string[], env: NodeJS.ProcessEnv, message: string];
  const withFile = (path: string, args: string[], message: (path: string) => string): ReturnType<Case> => [[...args, '--tokens-file', path], {}, message(path)];

  test.each<[string, Case]>([
    ['MOCK_TOKENS=""', () => [[], { MOCK_TOKENS: '' }, `RPM_TOKENS_EMPTY: ${TOKENS.noKey('MOCK_TOKENS')}`]],
    ['--token ,', () => [['--token', ','], {}, `RPM_TOKENS_EMPTY: ${TOKENS.noKey('--token')}`]],
    [
      'MOCK_TOKENS with a space after a comma',
      () => [[], { MOCK_TOKENS: `${KEY}, ${OTHER}` }, `RPM_TOKEN_WHITESPACE: ${TOKENS.keyWithWhitespace('token 2 of MOCK_TOKENS')}`],
    ],
    ['MOCK_TOKENS_FILE=""', () => [[], { MOCK_TOKENS_FILE: '' }, `RPM_TOKENS_FILE_PATH_EMPTY: ${TOKENS.noFilePath}`]],
    ['{"tokens": []}', () => withFile(files.write({ tokens: [] }), [], (path) => `RPM_TOKENS_EMPTY: ${TOKENS.noKey(`tokens file ${path}`)}`)],
    [
      '--token and the tokens file with the same key',
      () =>
        withFile(tokensFile(KEY), ['--token', KEY], (path) => `RPM_TOKEN_REPEATED: ${TOKENS.duplicateKey(TOKENS.filePlace(path, 0), 'token 1 of --token')}`),
    ],
    ['MOCK_TOKENS="" with --workers 2', () => [['--workers', '2'], { MOCK_TOKENS: '' }, `RPM_TOKENS_EMPTY: ${TOKENS.noKey('MOCK_TOKENS')}`]],
  ])(
    '%s',
    async (_case, given) => {
      const [args, env, message] = given();
      const failure = await mockCommandFailure(['--port', '0', '--count', '20', ...args], { ...UNSET, ...env });
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toBe(`release-pages-mock: ${message}\n`);
      expect(leakedParts(failure?.stderr ?? '')).toEqual([]);
    },
    60_000,
  );
});
