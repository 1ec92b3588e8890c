// What a table of counts implies, by the date filters' rules (§4.1: both bounds inclusive): where
// one row's query holds every release of another's (a window that holds an exact date, a wider
// window), its count is not below the other's. Rows that differ in anything but the date filters
// (a status, a search, a page) are not compared.
import { refOf } from '../../rules';
import type { CountRow, CountTable } from '../documents/countTables';
import type { ExampleResult, NotExamined } from '../types';

const DATE_PARAMETERS = ['expected_date', 'expected_date_after', 'expected_date_before'];
/** Parameters that do not change which releases a query finds. */
const PRESENTATION = ['fields', 'ordering', 'limit', 'offset'];

/** The closed window of dates a row asks for (undefined ends are open). */
function windowOf(query: URLSearchParams): { after?: string; before?: string } {
  const exact = query.get('expected_date') ?? undefined;
  const after = [exact, query.get('expected_date_after') ?? undefined]
    .filter((d): d is string => d !== undefined)
    .sort()
    .at(-1);
  const before = [exact, query.get('expected_date_before') ?? undefined].filter((d): d is string => d !== undefined).sort()[0];
  return { after, before };
}

/** The query but its date filters and presentation, to tell which rows ask for the same releases otherwise. */
const restOf = (query: URLSearchParams) =>
  [...query]
    .filter(([name]) => !DATE_PARAMETERS.includes(name) && !PRESENTATION.includes(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');

/** Whether the wider row's window holds every date of the narrower's. */
function holds(wider: CountRow, narrower: CountRow): boolean {
  const a = windowOf(wider.query);
  const b = windowOf(narrower.query);
  const afterHolds = a.after === undefined || (b.after !== undefined && a.after <= b.after);
  const beforeHolds = a.before === undefined || (b.before !== undefined && a.before >= b.before);
  return afterHolds && beforeHolds && restOf(wider.query) === restOf(narrower.query);
}

const show = (row: CountRow) => `?${row.query.toString()}`;

/** The table judged, or why nothing it shows could be (its rows hold no one another). */
export function judgeCountTable(file: string, table: CountTable): ExampleResult | NotExamined {
  const pairs = table.rows.flatMap((wider) =>
    table.rows.filter((narrower) => narrower !== wider && holds(wider, narrower)).map((narrower) => ({ wider, narrower })),
  );
  if (pairs.length === 0)
    return { location: `${file}:${table.line}`, why: 'a table of counts whose queries do not hold one another: nothing its counts imply can be judged' };
  const problems = pairs
    .filter(({ wider, narrower }) => wider.count < narrower.count)
    .map(({ wider, narrower }) => {
      const rule =
        windowOf(wider.query).after === windowOf(narrower.query).after ? 'filter.expected-date-after-is-inclusive' : 'filter.expected-date-before-is-inclusive';
      const message = `${show(wider)} is counted ${wider.count}, yet it holds every release of ${show(narrower)} (line ${narrower.line}), counted ${narrower.count}: the date bounds are inclusive; ${rule} (${refOf(rule).section})`;
      return { check: 'reference' as const, rule, location: `${file}:${wider.line}`, message };
    });
  return { file, location: `${file}:${table.line}`, verdict: problems.length === 0 ? 'ok' : 'WRONG', problems, notJudged: [] };
}
