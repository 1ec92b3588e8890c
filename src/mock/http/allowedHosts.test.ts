// Tests of reading Host as Django does and of `--allowed-hosts` patterns.
import { domainOf, hostAllowed, hostAllowedBy, hostPatternOf } from './allowedHosts';

describe('domainOf: a Host read as Django reads it', () => {
  test.each([
    ['localhost', 'localhost'],
    ['localhost:4010', 'localhost'],
    ['Mock.Example.COM:8080', 'mock.example.com'],
    ['example.com.', 'example.com'],
    ['example.com.:80', 'example.com'],
    ['127.0.0.1:4010', '127.0.0.1'],
    ['[::1]', '[::1]'],
    ['[::1]:4010', '[::1]'],
    ['[2001:DB8::1]:443', '[2001:db8::1]'],
    ['[::ffff:127.0.0.1]', '[::ffff:127.0.0.1]'],
    ['my-mock', 'my-mock'],
    ['a'.repeat(253), 'a'.repeat(253)],
    [`${'a'.repeat(253)}:65535`, 'a'.repeat(253)],
  ])('%p is the domain %p', (host, domain) => {
    expect(domainOf(host)).toBe(domain);
  });

  test.each([
    ['empty', ''],
    ['a path', 'a/b'],
    ['a user', 'user@example.com'],
    ['an underscore (Django refuses it too)', 'my_mock'],
    ['a space', 'exa mple.com'],
    ['a bare colon', 'example.com:'],
    ['a port that is not digits', 'example.com:http'],
    ['a port above 65535', 'example.com:65536'],
    ['two ports', 'example.com:80:80'],
    ['an IPv6 address without brackets', '::1'],
    ['an IPv6 zone', '[fe80::1%25eth0]'],
    ['unclosed brackets', '[::1'],
    ['a lone dot', '.'],
    ['a non-ASCII letter', 'exämple.com'],
    ['the Kelvin sign, which folds to k', '\u212Aexample.com'],
    ['a control character', 'example.com\u0001'],
    ['a domain of 254 characters', 'a'.repeat(254)],
    ['8 KB', 'h'.repeat(8192)],
  ])('%s (%p) is not a Host', (_name, host) => {
    expect(domainOf(host)).toBeUndefined();
  });
});

describe('hostPatternOf: an --allowed-hosts entry in ALLOWED_HOSTS syntax', () => {
  test.each([
    ['*', '*'],
    ['localhost', 'localhost'],
    ['Mock.Example.com', 'mock.example.com'],
    ['.example.com', '.example.com'],
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]', '[::1]'],
  ])('%p is the pattern %p', (entry, pattern) => {
    expect(hostPatternOf(entry)).toBe(pattern);
  });

  test.each(['', '.', 'localhost:4010', '[::1]:4010', 'http://localhost', '*.example.com', 'a/b', '..example.com'])('%p is not a pattern', (entry) => {
    expect(hostPatternOf(entry)).toBeUndefined();
  });
});

test.each<[string[], string | undefined]>([
  [['localhost', '.example.com'], 'localhost'],
  [['.example.com'], 'example.com'],
  [['mock.test', '*'], undefined],
])('hostAllowedBy(%p) is %p, a Host they allow', (patterns, host) => {
  expect(hostAllowedBy(patterns)).toBe(host);
  if (host) expect(hostAllowed(domainOf(host)!, patterns)).toBe(true);
});

describe('hostAllowed: Django validate_host', () => {
  const patterns = ['localhost', '.example.com', '[::1]'];
  test.each([
    ['localhost', true],
    ['example.com', true],
    ['mock.example.com', true],
    ['a.b.example.com', true],
    ['[::1]', true],
    ['localhost.evil', false],
    ['notexample.com', false],
    ['example.com.evil', false],
    ['127.0.0.1', false],
  ])('%p: %p', (domain, allowed) => {
    expect(hostAllowed(domain, patterns)).toBe(allowed);
  });

  test('* allows any domain', () => {
    expect(hostAllowed('anything.test', ['localhost', '*'])).toBe(true);
  });
});
