// Tests of reading a tokens file: its grants, its refusals naming the place and never the key, and its size bound.
import { errorThrownBy, scratchFolder } from '../testing/files';
import { leakedParts, SECRET_MARKER as MARKER } from '../testing/secrets';
import { loadTokensFile, TokensFileError } from './tokensFile';

/** Every key below holds the marker, so that a leak of any part of a key shows. */
const KEY = `qa-${MARKER}`;

const files = scratchFolder('tokens');
const writeTokensFile = files.write;
const loadError = (path: string) => errorThrownBy(() => loadTokensFile(path), TokensFileError);

beforeAll(() => {
  files.create();
});

afterAll(() => {
  files.remove();
});

describe('loadTokensFile: a valid file', () => {
  test('gives its grants, with or without a name', () => {
    const tokens = [
      { key: KEY, permissions: ['list_releases'], name: 'qa' },
      { key: 'ci-0b1d2e', permissions: [] },
    ];
    expect(loadTokensFile(writeTokensFile(JSON.stringify({ tokens })))).toEqual(tokens);
  });

  test('with no tokens gives no grants', () => {
    expect(loadTokensFile(writeTokensFile('{"tokens": []}'))).toEqual([]);
  });
});

describe('loadTokensFile: an invalid file is a TokensFileError naming the place, never the key', () => {
  test.each([
    ['missing permissions', `{"tokens": [{"key": "${KEY}"}]}`, '/tokens/0/permissions is missing'],
    ['a key with a space', `{"tokens": [{"key": "qa ${MARKER}", "permissions": []}]}`, '/tokens/0/key must match pattern'],
    ['an extra property', `{"tokens": [{"key": "${KEY}", "permissions": [], "role": "admin"}]}`, '/tokens/0/role is not a field of this object'],
    ['permissions that are not strings', `{"tokens": [{"key": "${KEY}", "permissions": [true]}]}`, '/tokens/0/permissions/0 must be string'],
    ['a key that is not a string', `{"tokens": [{"key": ${MARKER.length}, "permissions": []}]}`, '/tokens/0/key must be string'],
    ['no tokens array', `{"token": [{"key": "${KEY}", "permissions": []}]}`, '/tokens is missing'],
  ])('%s', (_name, content, problem) => {
    const path = writeTokensFile(content);
    const { message } = loadError(path);
    expect(message).toContain(`tokens file ${path}: `);
    expect(message).toContain(problem);
    expect(leakedParts(message)).toEqual([]);
  });

  test.each([
    ['a trailing comma', `{"tokens": [{"key": "${KEY}", "permissions": []},]}`, 'it is not valid JSON at line 1, column 59'],
    ['a missing comma after the key', `{"tokens": [{"key": "${KEY}" "permissions": []}]}`, 'it is not valid JSON at line 1, column 39'],
    ['an unquoted key', `{"tokens": [{"key": ${KEY}, "permissions": []}]}`, 'it is not valid JSON at line 1, column 21'],
    ['a single-quoted key', `{"tokens": [{"key": '${KEY}', "permissions": []}]}`, 'it is not valid JSON at line 1, column 21'],
    ['a key in an unclosed file', `{"tokens": [{"key": "${KEY}", "permissions": [`, 'it ends before its JSON does (line 1, column 56)'],
  ])('bad JSON: %s is placed, not quoted', (_name, content, place) => {
    const path = writeTokensFile(content);
    const { message } = loadError(path);
    expect(message).toBe(`tokens file ${path}: cannot be read as JSON: ${place}`);
    expect(leakedParts(message)).toEqual([]);
  });
});

describe('loadTokensFile: the size bound (--tokens-file-max-bytes)', () => {
  const fileOf = (count: number) => writeTokensFile(JSON.stringify({ tokens: Array.from({ length: count }, (_, i) => ({ key: `ci-${i}`, permissions: [] })) }));

  test('a file over 1 MiB is refused by default, before it is parsed, and read within a larger bound', () => {
    const path = fileOf(40_000); // about 1.3 MB
    expect(loadError(path).message).toMatch(new RegExp(`^tokens file ${path}: is \\d+ bytes, more than the 1048576 the mock reads$`));
    expect(loadTokensFile(path, 2 * 1024 * 1024)).toHaveLength(40_000);
  });

  test('a smaller bound refuses a file the default reads', () => {
    const path = fileOf(100); // about 3.5 KB
    expect(loadTokensFile(path)).toHaveLength(100);
    expect(errorThrownBy(() => loadTokensFile(path, 1024), TokensFileError).message).toMatch(/more than the 1024 the mock reads$/);
  });
});
