// Tests of a journal entry's size: an ordinary entry is kept whole.
import { RequestJournal } from './requestJournal';
import { MAX_ENTRY_BYTES } from './entryBytes';

const LISTING = '/api/v2/pages/?type=releases.ReleasePage';
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

test.each([
  [
    'control characters in four parameters',
    `${LISTING}${['limit', 'offset', 'ordering', 'status'].map((name) => `&${name}=${'\u0001'.repeat(500)}`).join('')}`,
  ],
  ['quotes and backslashes', `${LISTING}&ordering=${'"\\'.repeat(1000)}`],
  ['lone surrogates', `${LISTING}&search=${'\ud800'.repeat(2000)}`],
  ['a custom method and 2,000 parameters', `${LISTING}${'&x=1'.repeat(2000)}`],
])('a hostile entry (%s) takes at most MAX_ENTRY_BYTES as JSON, its verdicts kept', (_, target) => {
  const journal = new RequestJournal(10, () => new Date(0));
  const entry = journal.record({ method: 'X'.repeat(3000), target, authorization: `Token ${'\u0002'.repeat(300)}`, status: 400 });
  expect(bytes(entry)).toBeLessThanOrEqual(MAX_ENTRY_BYTES);
  expect(entry.truncated).toBe(true);
  expect(entry.verdicts.length).toBeGreaterThan(0);
});

test('an ordinary entry is kept whole', () => {
  const journal = new RequestJournal(10, () => new Date(0));
  const entry = journal.record({ method: 'GET', target: `${LISTING}&limit=20&ordering=title`, authorization: 'Token dev-token', status: 200 });
  expect(entry).toMatchObject({ query: 'type=releases.ReleasePage&limit=20&ordering=title', token: 'Token dev-…' });
  expect(entry.truncated).toBeUndefined();
});
