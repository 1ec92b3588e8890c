// Tests of loading a fixtures file: valid files load back, invalid ones are refused naming the record and field.
import { createClock, momentOf } from '../domain/clock';
import { DETAIL_DEFAULT_FIELDS, selectFields } from '../domain/fieldSelection';
import { serializeRelease } from '../domain/serializeRelease';
import type { ReleasePage, StatusCode, StoredRelease } from '../../core/types';
import { errorThrownBy, scratchFolder } from '../testing/files';
import { generateDataset } from './generateDataset';
import { FixturesError, loadFixturesFile } from './loadFixturesFile';

const clock = createClock({ now: '2026-03-01T12:00:00Z' });

let generated: StoredRelease[];
let records: ReleasePage[];

/** A deep copy of the serialized records, free to be spoiled by one test. */
const copyOfRecords = (): ReleasePage[] => JSON.parse(JSON.stringify(records));

const files = scratchFolder('fixtures');
const writeFixtures = files.write;
const loadError = (path: string) => errorThrownBy(() => loadFixturesFile(path), FixturesError);

beforeAll(() => {
  files.create();
  generated = generateDataset({ seed: 42, count: 40, clock });
  const selection = selectFields('*', DETAIL_DEFAULT_FIELDS);
  const context = { origin: 'http://localhost:4010', moment: momentOf(clock) };
  records = generated.map((release) => serializeRelease(release, selection, context) as ReleasePage);
});

afterAll(() => {
  files.remove();
});

describe('loadFixturesFile: valid files', () => {
  test('a JSON array of release pages with every field loads back to the releases it was written from', () => {
    expect(loadFixturesFile(writeFixtures(records))).toEqual(generated);
  });

  test('a listing response saved with fields=* ({"meta": ..., "items": [...]}) loads the same releases', () => {
    const listing = { meta: { total_count: records.length }, items: records };
    expect(loadFixturesFile(writeFixtures(listing))).toEqual(generated);
  });

  test('an empty array loads no releases', () => {
    expect(loadFixturesFile(writeFixtures([]))).toEqual([]);
  });

  test.each<[StatusCode, boolean]>([
    ['draft', false],
    ['announced', true],
    ['scheduled', true],
    ['published', true],
  ])('a record whose status.code is %s becomes live=%p', (code, live) => {
    const [record] = copyOfRecords();
    record.status.code = code;
    expect(loadFixturesFile(writeFixtures([record]))[0].live).toBe(live);
  });

  test('the loaded record keeps every written field; targetMs and firstPublishedMs are the parsed instants', () => {
    const [record] = copyOfRecords();
    record.target_date = '2026-03-15T09:30:00+01:00';
    record.meta.first_published_at = '2026-02-01T23:15:00-05:00';
    const [loaded] = loadFixturesFile(writeFixtures([record]));
    expect(loaded).toEqual({
      id: record.id,
      title: record.title,
      slug: record.meta.slug,
      html_url: record.meta.html_url,
      first_published_at: '2026-02-01T23:15:00-05:00',
      expected_date: record.expected_date,
      expected_time_period: record.expected_time_period,
      target_date: '2026-03-15T09:30:00+01:00',
      content_scheduled: record.content_scheduled,
      announcement_reports: record.announcement_reports,
      live: record.status.code !== 'draft',
      targetMs: Date.UTC(2026, 2, 15, 8, 30),
      firstPublishedMs: Date.UTC(2026, 1, 2, 4, 15),
    });
  });

  test('a null target_date and a null first_published_at give null instants', () => {
    const [record] = copyOfRecords();
    record.target_date = null;
    record.meta.first_published_at = null;
    const [loaded] = loadFixturesFile(writeFixtures([record]));
    expect(loaded.targetMs).toBeNull();
    expect(loaded.firstPublishedMs).toBeNull();
  });

  test('a null html_url and slug load, as the spec does not fix their nullability', () => {
    const [record] = copyOfRecords();
    record.meta.html_url = null;
    record.meta.slug = null;
    const [loaded] = loadFixturesFile(writeFixtures([record]));
    expect([loaded.html_url, loaded.slug]).toEqual([null, null]);
  });
});

describe('loadFixturesFile: a bad record is reported with file, index, id and JSON pointer', () => {
  /** Index of a record holding at least one report with at least one product. */
  const withProduct = () => records.findIndex((r) => r.announcement_reports.some((a) => a.products.length > 0));

  const CASES: [string, (record: ReleasePage & Record<string, unknown>) => void, string][] = [
    ['a date that is not a real calendar date', (r) => (r.expected_date = '2025-02-30'), '/expected_date must match format "date"'],
    ['a missing field', (r) => delete (r as Partial<ReleasePage>).title, '/title is missing'],
    ['a missing meta field', (r) => delete (r.meta as Partial<ReleasePage['meta']>).slug, '/meta/slug is missing'],
    ['an extra field', (r) => (r.colour = 'red'), '/colour is not a field of this object'],
    [
      'a product uuid that is not a uuid',
      (r) => (r.announcement_reports[0].products[0].product_directory_id = 'not-a-uuid'),
      '/announcement_reports/0/products/0/product_directory_id must match format "uuid"',
    ],
    ['a target_date without an offset', (r) => (r.target_date = '2026-03-15T09:30:00'), '/target_date must match format "date-time"'],
  ];

  test.each(CASES)('%s', (_name, spoil, problem) => {
    const all = copyOfRecords();
    const bad = all[withProduct()];
    spoil(bad as ReleasePage & Record<string, unknown>);
    const path = writeFixtures([all[0] === bad ? all[1] : all[0], bad]);
    expect(loadError(path).message).toBe(`fixtures file ${path}: record 1 (id ${bad.id}): ${problem}`);
  });

  test('a record without a numeric id is named by its index alone', () => {
    const all = copyOfRecords();
    (all[1] as unknown as { id: unknown }).id = '100003';
    const path = writeFixtures(all.slice(0, 2));
    expect(loadError(path).message).toBe(`fixtures file ${path}: record 1: /id must be integer`);
  });

  test('a duplicate id is reported at the later record', () => {
    const all = copyOfRecords().slice(0, 3);
    all[2].id = all[0].id;
    const path = writeFixtures(all);
    expect(loadError(path).message).toBe(`fixtures file ${path}: record 2 (id ${all[0].id}): /id ${all[0].id} is used by an earlier record`);
  });
});

describe('loadFixturesFile: unreadable files', () => {
  test.each([
    ['truncated JSON', '[{"id": 1', 'it ends before its JSON does (line 1, column 10)'],
    ['not JSON at all', 'releases: []', 'it is not valid JSON at line 1, column 1'],
    ['an empty file', '', 'it is empty'],
    ['a password file', 'root:$6$S3CRET7f3a9c$Zm9v:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n', 'it is not valid JSON at line 1, column 1'],
    ['a secret on the faulty line', '[\n  {"id": 1,\n   "password": hunter2-S3CRET7f3a9c}\n]', 'it is not valid JSON at line 3, column 16'],
  ])('%s is a FixturesError naming the file and the place, quoting none of it', (_name, content, place) => {
    const path = writeFixtures(content);
    const { message } = loadError(path);
    expect(message).toBe(`fixtures file ${path}: cannot be read as JSON: ${place}`);
    expect(message).not.toMatch(/S3CRET|root|hunter2|releases/);
  });

  test('a missing file is a FixturesError naming the file', () => {
    const path = `${files.write('')}.missing`;
    expect(loadError(path).message).toBe(`fixtures file ${path}: cannot be read: ENOENT: no such file or directory, open '${path}'`);
  });

  test.each([
    ['an object without items', { results: [] }],
    ['an object whose items is not an array', { items: {} }],
    ['a number', 42],
    ['null', null],
    ['a string', 'releases'],
  ])('a top-level value that is %s is a FixturesError', (_name, value) => {
    const path = writeFixtures(JSON.stringify(value));
    expect(loadError(path).message).toBe(`fixtures file ${path}: expected a JSON array of release pages, or an object with an "items" array`);
  });
});

describe('loadFixturesFile: the bounds of one record (--max-record-values, --max-problem-lines)', () => {
  test('a record holding more values than the bound is refused before it is validated, naming the bound', () => {
    const [record] = copyOfRecords();
    const path = writeFixtures([record]);
    expect(loadFixturesFile(path)).toHaveLength(1);
    const refused = errorThrownBy(() => loadFixturesFile(path, undefined, { maxValues: 20, maxProblemLines: 20 }), FixturesError);
    expect(refused.message).toBe(
      `fixtures file ${path}: record 0 (id ${record.id}): holds more than 20 values (array items and object fields, at any depth), more than a release record may`,
    );
  });

  test('a bad record lists as many problems as the bound, and counts the rest', () => {
    const [record] = copyOfRecords();
    const path = writeFixtures([{ ...record, announcement_reports: Array.from({ length: 30 }, () => ({})) }]);
    const problems = (maxProblemLines: number) =>
      errorThrownBy(() => loadFixturesFile(path, undefined, { maxValues: 2000, maxProblemLines }), FixturesError).message.split('; ');
    expect(problems(2)).toHaveLength(3);
    expect(problems(2)[2]).toMatch(/^and \d+ more problems$/);
    expect(problems(25)).toHaveLength(26);
  });
});
