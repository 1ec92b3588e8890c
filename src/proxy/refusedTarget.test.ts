// Tests that request targets naming another host are refused and plain paths forwarded.
import fc from 'fast-check';
import { parse as legacyParse } from 'node:url';
import { refusedTarget } from './refusedTarget';

const UPSTREAM = new URL('http://upstream.test:8000');
const refused = (target: string, method = 'GET') => refusedTarget(method, target, UPSTREAM);

test.each([
  ['the absolute form', 'http://other.test/api/v2/pages/'],
  ["the absolute form, even the upstream's own", 'http://upstream.test:8000/api/v2/pages/'],
  ['the absolute form of an IPv6 host', 'http://[::1]:9/x'],
  ['a scheme-relative target', '//other.test/api/v2/pages/'],
  ['a scheme-relative target with credentials', '//user@other.test/x'],
  ['a backslash after the slash', '/\\other.test/x'],
  ['backslashes only', '\\\\other.test\\x'],
  ['a percent-encoded backslash', '/%5Cother.test/x'],
  ['a percent-encoded slash making //', '/%2Fother.test/x'],
  ['a dot-dot segment', '/api/../../x'],
  ['a percent-encoded dot-dot', '/api/%2e%2e/x'],
  ['a half-encoded dot-dot', '/api/.%2E/x'],
  ['a twice-encoded dot-dot', '/api/%252e%252e/x'],
  ['a percent-encoded tab that URL parsers drop', '/%09/other.test/x'],
  ['a bare authority', 'other.test:443'],
  ['the asterisk form', '*'],
])('%s is refused: %s', (_what, target) => {
  expect(refused(target, target === '*' ? 'OPTIONS' : 'GET')).toEqual(expect.any(String));
});

test('CONNECT is refused whatever its target', () => {
  expect(refused('/api/v2/pages/', 'CONNECT')).toMatch(/CONNECT/);
});

test.each([
  '/api/v2/pages/?type=releases.ReleasePage&limit=5',
  '/api/v2/pages/42/',
  '/@other.test/x',
  '/api/v2/pages/?search=..%2F..%2Fetc',
  '/api/v2/pages/?search=//other.test',
  '/api/v2/pages/?search=%5C',
  '/%2541',
])('a plain path of the upstream is forwarded: %s', (target) => {
  expect(refused(target)).toBeUndefined();
});

/** Pieces that name, or are read by some parser as naming, another host. */
const PIECES = [
  '/',
  '//',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%252F',
  '@',
  'other.test',
  '[::1]',
  '[::ffff:127.0.0.1]',
  ':80',
  '..',
  '%2e',
  '%2E%2E',
  '.',
  '?',
  '#',
  '%09',
  '%0A',
  'http:',
  'https://',
  'api',
  'v2',
  '%40',
  '%3A',
];

test('no generated target that is forwarded leaves the upstream by any parser (seeded)', () => {
  const target = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
  fc.assert(
    fc.property(target, (raw) => {
      if (refused(raw) !== undefined) return;
      // Forwarded: every parser, after any number of decodings, keeps it on the upstream.
      let decoded = raw;
      for (let round = 0; round < 4; round += 1) {
        expect(new URL(decoded, UPSTREAM).host).toBe(UPSTREAM.host);
        expect(legacyParse(decoded).host).toBeNull();
        const path = decoded.split('?')[0];
        expect(path.split('/')).not.toContain('..');
        expect(path).not.toContain('\\');
        decoded = decoded.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    }),
    { seed: 20, numRuns: 5000 },
  );
});
