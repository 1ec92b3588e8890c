// Tests of the request journal: the last entries kept, what an entry holds, and its bound under many requests.
import { MAX_ENTRY_TARGET } from './journalEntry';
import { RequestJournal } from './requestJournal';

const NOW = new Date('2026-03-01T12:00:00Z');
const LISTING = '/api/v2/pages/?type=releases.ReleasePage';
const journalOf = (max: number) => new RequestJournal(max, () => NOW);
const answered = (target: string, status = 200, authorization: string | null = 'Token dev-token') => ({
  method: 'GET',
  target,
  authorization: authorization ?? undefined,
  status,
});

test('it keeps the last entries, oldest first, counting those it dropped', () => {
  const journal = journalOf(3);
  for (let i = 1; i <= 5; i++) journal.record(answered(`${LISTING}&offset=${i}&ordering=expected_date`));
  expect(journal.entries().map((entry) => [entry.seq, entry.query])).toEqual([
    [3, 'type=releases.ReleasePage&offset=3&ordering=expected_date'],
    [4, 'type=releases.ReleasePage&offset=4&ordering=expected_date'],
    [5, 'type=releases.ReleasePage&offset=5&ordering=expected_date'],
  ]);
  expect(journal.dropped).toBe(2);
});

test('an entry holds method, path, query, status, a masked token, the time and the broken rules', () => {
  const journal = journalOf(10);
  const entry = journal.record(answered(`${LISTING}&ordering=title`, 200, 'Token secret-token-123'));
  expect(entry).toEqual({
    seq: 1,
    time: '2026-03-01T12:00:00.000Z',
    method: 'GET',
    path: '/api/v2/pages/',
    query: 'type=releases.ReleasePage&ordering=title',
    status: 200,
    token: 'Token secr…',
    verdicts: [
      {
        rule: 'request.ordering-is-documented',
        section: '§4.1',
        kind: 'unstated',
        actual: 'ordering=title',
        expected: 'one of expected_date, -expected_date',
      },
    ],
  });
});

test('under 100,000 distinct requests it holds its bound, and its size stays flat', () => {
  const journal = journalOf(1000);
  const size = () => JSON.stringify(journal.entries()).length + journal.relianceSummary().length;
  const request = (i: number) => answered(`${LISTING}&ordering=field${i}&colour=${i}&search=${i}`, 400, `Token key-${i}-0123456789`);
  for (let i = 0; i < 1000; i++) journal.record(request(i));
  const atBound = size();
  for (let i = 1000; i < 100_000; i++) journal.record(request(i));
  expect(journal.count()).toBe(1000);
  expect(journal.dropped).toBe(99_000);
  expect(journal.entries()[0].seq).toBe(99_001);
  // The same number of entries of about the same length: only the digits of the counters grow.
  expect(size()).toBeLessThan(atBound * 1.05);
}, 180_000);

test('a long target or token is cut before the parameter the bound falls in, and judged as cut', () => {
  const journal = journalOf(10);
  const long = 'x'.repeat(100_000);
  const entry = journal.record(answered(`${LISTING}&search=${long}&status=bogus&ordering=title`, 400, `Token ${long}`));
  expect(entry).toMatchObject({ truncated: true, path: '/api/v2/pages/', query: 'type=releases.ReleasePage', token: 'Token xxxx…' });
  expect(JSON.stringify(entry).length).toBeLessThan(MAX_ENTRY_TARGET + 500);
  const cutInAValue = journal.record(answered(`${LISTING}&status=scheduled&search=${long}`));
  expect(cutInAValue.verdicts).toEqual([]);
});

test('the summary counts refusals and lists reliance apart, each reading over every request recorded, naming its section', () => {
  const journal = journalOf(2);
  for (let i = 0; i < 3; i++) journal.record(answered(`${LISTING}&ordering=title`));
  journal.record(answered(`${LISTING}&fields=-status`));
  journal.record(answered(`${LISTING}&limit=abc&ordering=title`, 400));
  expect(journal.relianceSummary()).toBe(
    '1 request broke what the spec states: limit=abc (§4.1) ×1; 4 requests relied on what the spec leaves open (not errors): ordering=title (§4.1) ×3, fields=-status: -status (§4.1) ×1',
  );
  journal.clear();
  expect(journal.relianceSummary()).toBe('no request broke what the spec states; none relied on what it leaves open');
  expect(journal.entries()).toEqual([]);
});

test('the reliance summary names at most 50 readings one by one, whatever the traffic', () => {
  const journal = journalOf(10);
  for (let i = 0; i < 1000; i++) journal.record(answered(`${LISTING}&ordering=field${i}`));
  expect(journal.relianceSummary()).toMatch(
    /^no request broke what the spec states; 1000 requests relied on what the spec leaves open \(not errors\): other readings of request\.ordering-is-documented \(§4\.1\) ×950, .*, and 46 more$/,
  );
});

describe('filters and the assertion helper', () => {
  const journal = journalOf(100);
  beforeAll(() => {
    journal.record(answered(`${LISTING}&status=scheduled&ordering=expected_date`));
    journal.record(answered(`${LISTING}&status=scheduled&ordering=title`));
    journal.record(answered(`${LISTING}&status=draft`));
    journal.record(answered('/api/v2/pages/7/', 404));
    journal.record(answered(LISTING, 401, null));
  });

  test.each([
    [{ path: '/api/v2/pages/' }, 4],
    [{ status: 200 }, 3],
    [{ status: '4xx' }, 2],
    [{ rule: 'request.ordering-is-documented' }, 1],
    [{ rule: 'request.authorization-is-token' }, 1],
    [{ query: { status: 'scheduled' } }, 2],
    [{ path: '/api/v2/pages/', query: { status: 'scheduled', ordering: 'title' } }, 1],
    [{ method: 'head' }, 0],
  ])('%j matches %i', (filter, count) => {
    expect(journal.count(filter)).toBe(count);
    expect(journal.entries(filter)).toHaveLength(count);
  });

  test('verify passes on the count, and otherwise says what was recorded', () => {
    expect(() => journal.verify({ query: { status: 'scheduled' } }, 2)).not.toThrow();
    expect(() => journal.verify({ query: { status: 'published' } }, 1)).toThrow(
      /^expected 1 request matching \{"query":\{"status":"published"\}\}, found 0; the last 5 recorded:\n {2}200 GET \/api\/v2\/pages\/\?type=releases\.ReleasePage&status=scheduled&ordering=expected_date\n/,
    );
  });
});

test('a bound outside 1 to 100,000 is refused', () => {
  for (const bound of [0, -1, 1.5, 100_001]) expect(() => journalOf(bound)).toThrow(RangeError);
});
