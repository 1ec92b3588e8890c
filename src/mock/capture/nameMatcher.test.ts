import { NameMatcher } from './nameMatcher';

const upper = (found: string) => found.toUpperCase();

test('whole words only, whatever the case, the longest name first', () => {
  const matcher = new NameMatcher(['Acme', 'Acme Rates', 'www.acme.com']);
  expect(matcher.replace('Acme Rates, acme; Acmeco xAcme acme_x (www.acme.com) acme', upper)).toBe('ACME RATES, ACME; Acmeco xAcme acme_x (WWW.ACME.COM) ACME');
  expect(matcher.find('the Acme rates')).toBe('Acme rates');
});

test('a name the replacer refuses gives way to a shorter one starting at the same word', () => {
  const matcher = new NameMatcher(['Acme', 'Acme Rates']);
  expect(matcher.replace('Acme Rates', (found) => (found === 'Acme' ? 'X' : undefined))).toBe('X Rates');
});

test('no names: nothing is found', () => {
  expect(new NameMatcher([]).replace('anything at all', upper)).toBe('anything at all');
  expect(new NameMatcher([]).find('anything')).toBeUndefined();
});
