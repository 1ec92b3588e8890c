// Tests of the token registry's look-up and of the development tokens.
import { DEVELOPMENT_TOKENS, LIST_PERMISSION, TokenRegistry, type TokenGrant } from './tokenRegistry';

const QA: TokenGrant = { key: 'qa-7f3a9c', permissions: [LIST_PERMISSION], name: 'qa' };
const READER: TokenGrant = { key: 'reader-0b1d', permissions: ['read_other'] };
const CLE: TokenGrant = { key: 'clé-ünïcode', permissions: [LIST_PERMISSION] };

describe('TokenRegistry.find', () => {
  const registry = new TokenRegistry([QA, READER, CLE]);

  test.each([
    [QA.key, QA],
    [READER.key, READER],
    [CLE.key, CLE],
  ])('finds %p', (key, grant) => {
    expect(registry.find(key)).toBe(grant);
  });

  test.each([
    ['an unknown key', 'nobody'],
    ['a prefix of a key', 'qa-7f3a9'],
    ['a key with a character appended', 'qa-7f3a9cc'],
    ['a key in another case', 'QA-7F3A9C'],
    ['a key with surrounding spaces', ' qa-7f3a9c '],
    ['a key with its accents folded', 'cle-unicode'],
    ['the empty key', ''],
  ])('misses %s (%p)', (_name, key) => {
    expect(registry.find(key)).toBeUndefined();
  });

  test('an empty registry finds nothing, not even the empty key', () => {
    const empty = new TokenRegistry([]);
    expect(empty.find('')).toBeUndefined();
    expect(empty.find(QA.key)).toBeUndefined();
  });
});

describe('DEVELOPMENT_TOKENS', () => {
  const registry = new TokenRegistry(DEVELOPMENT_TOKENS);

  test('are dev-token, which may list releases, and dev-token-no-permission, which may not', () => {
    expect(LIST_PERMISSION).toBe('list_releases');
    expect(DEVELOPMENT_TOKENS.map(({ key, permissions }) => ({ key, permissions }))).toEqual([
      { key: 'dev-token', permissions: ['list_releases'] },
      { key: 'dev-token-no-permission', permissions: [] },
    ]);
  });

  test.each([
    ['dev-token', ['list_releases']],
    ['dev-token-no-permission', []],
  ])('%p is found with permissions %p', (key, permissions) => {
    expect(registry.find(key)?.permissions).toEqual(permissions);
  });

  test.each(['dev-toke', 'dev-token-', 'dev-token-no', 'dev-token-no-permission-x', 'dev', 'Dev-Token'])(
    'a key sharing a prefix with a development token (%p) is not found',
    (key) => {
      expect(registry.find(key)).toBeUndefined();
    },
  );
});
