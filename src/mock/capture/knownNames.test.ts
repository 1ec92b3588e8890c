import { releasePagesOf } from '../data/releasePages';
import { createClock } from '../domain/clock';
import { NAMED_RELEASES } from '../testing/namedReleases';
import { FIXED_NOW } from '../testing/testApp';
import { knownNames, sharedLeadingWords } from './knownNames';

test('a company is the leading words a sender and a product share, punctuation and case aside; never a lone function word', () => {
  expect(sharedLeadingWords('Acme Research Team', 'Acme Global Index')).toBe('Acme');
  expect(sharedLeadingWords('Globex Corporation Markets Desk', 'globex corporation Credit Index')).toBe('Globex Corporation');
  expect(sharedLeadingWords('Hansen, Kuhn and Hermann Team', 'Hansen Europe Tracker')).toBe('Hansen');
  expect(sharedLeadingWords('Jane Doe', 'Initech Payroll Feed')).toBe('');
  expect(sharedLeadingWords('The Research Team', 'The Index')).toBe('');
});

test('the names of a capture, read from its name fields only, each once, sorted', () => {
  const pages = releasePagesOf(NAMED_RELEASES, createClock({ now: FIXED_NOW }));
  expect(knownNames(pages, ['https://cms.acme-releases.com'])).toEqual({
    companies: ['Acme', 'Globex Corporation'],
    products: ['Acme Global Equity Monitor', 'Acme Rates Tracker', 'Globex Corporation Credit Index', 'Initech Payroll Feed'],
    shortNames: ['AGEM', 'ART7', 'GCCI', 'PF9'],
    senders: ['Jane Doe'],
    hosts: ['127.0.0.1', 'cms.acme-releases.com', 'reports.acme-releases.com', 'www.acme-releases.com'],
  });
});
