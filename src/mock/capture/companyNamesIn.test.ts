// Tests of finding a capture's company names.
import { releasePagesOf } from '../data/releasePages';
import { createClock } from '../domain/clock';
import { NAMED_RELEASES } from '../testing/namedReleases';
import { FIXED_NOW } from '../testing/testApp';
import { companyNamesIn, sharedLeadingWords } from './companyNamesIn';

test('a company is the leading words a sender and a product share, punctuation and case aside; never a lone function word', () => {
  expect(sharedLeadingWords('Acme Research Team', 'Acme Global Index')).toBe('Acme');
  expect(sharedLeadingWords('Globex Corporation Markets Desk', 'globex corporation Credit Index')).toBe('Globex Corporation');
  expect(sharedLeadingWords('Hansen, Kuhn and Hermann Team', 'Hansen Europe Tracker')).toBe('Hansen');
  expect(sharedLeadingWords('Jane Doe', 'Initech Payroll Feed')).toBe('');
  expect(sharedLeadingWords('The Research Team', 'The Index')).toBe('');
});

test('the companies of a capture, each once, sorted', () => {
  expect(companyNamesIn(releasePagesOf(NAMED_RELEASES, createClock({ now: FIXED_NOW })))).toEqual(['Acme', 'Globex Corporation']);
});
