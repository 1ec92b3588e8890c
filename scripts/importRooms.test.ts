// The rooms of src/ and who may stand on whom: the rulebook imports no tool; no checker
// (suite, proxy, example checker) imports another; no checker imports the mock's internals; the mock
// imports no checker; from outside an entry folder (the rulebook, fetch, msw, playwright, browser,
// client), its index.ts is its only way in (with a browser-safe second entry where the index pulls
// Node-only code: rules/withoutSchemas.ts, fetch/browserSafe.ts, msw/browserSafe.ts). Tests and
// test helpers (`testing/`) are not held to the rooms; the one way in holds for tests too, and an
// entry's own `testing/` helpers are open to the tests of other folders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = join(__dirname, '..', 'src');
const CHECKERS = ['contract', 'proxy', 'check-examples'];
const MOCK_INTERNALS = ['store', 'domain', 'data', 'service', 'auth', 'http', 'admin', 'pipeline', 'journal', 'bounds', 'capture'].map(
  (part) => `mock/${part}`,
);

/** The .ts files under `folder`: sources only, or (`withTests`) with tests and test helpers too. */
function sourceFiles(folder: string, withTests = false): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'generated' || (name === 'testing' && !withTests) ? [] : sourceFiles(path, withTests);
    return name.endsWith('.ts') && (withTests || !name.endsWith('.test.ts')) ? [path] : [];
  });
}

/** The files of src/ a file imports, as paths relative to src/ without extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import|require)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => relative(SRC, resolve(dirname(file), m[1])).replace(/\\/g, '/'));
}

const roomOf = (path: string) => path.split('/')[0];
const fromSrc = (file: string) => relative(SRC, file).replace(/\\/g, '/').replace(/\.ts$/, '');

/** The folders of src/ entered only by their index.ts, and the second, browser-safe entry of those whose index pulls Node-only code. */
const ENTRIES = ['rules', 'fetch', 'msw', 'playwright', 'browser', 'client'];
const BROWSER_SAFE_ENTRIES = ['rules/withoutSchemas', 'fetch/browserSafe', 'msw/browserSafe'];

/** Why an import goes past an entry's index; undefined when it enters by the folder (its index.ts), by its browser-safe entry, by its `testing/` helpers, or stays inside. */
function pastEntryIndex(from: string, to: string): string | undefined {
  const entry = roomOf(to);
  if (!ENTRIES.includes(entry) || roomOf(from) === entry) return undefined;
  if (to === entry || to === `${entry}/index` || BROWSER_SAFE_ENTRIES.includes(to) || to.startsWith(`${entry}/testing/`)) return undefined;
  return `an import reaches past ${entry}/index.ts`;
}

/** Why an import crosses a boundary; undefined when it may be there. */
function crossing(from: string, to: string): string | undefined {
  const [source, target] = [roomOf(from), roomOf(to)];
  if (source === 'rules' && !['rules', 'core'].includes(target)) return 'the rulebook imports a tool';
  if (CHECKERS.includes(source) && CHECKERS.includes(target) && source !== target) return 'a checker imports another';
  if (CHECKERS.includes(source) && MOCK_INTERNALS.some((internal) => to === internal || to.startsWith(`${internal}/`)))
    return "a checker imports the mock's internals";
  if (source === 'mock' && CHECKERS.includes(target)) return 'the mock imports a checker';
  return undefined;
}

test('no import crosses a boundary of the rooms', () => {
  const found = sourceFiles(SRC).flatMap((file) => {
    const from = fromSrc(file);
    return importsOf(file).flatMap((to) => (crossing(from, to) ? [`${from} -> ${to}`] : []));
  });
  expect([...new Set(found)].sort()).toEqual([]);
});

test('from outside an entry folder, every import of it goes through its index.ts or its browser-safe entry (tests, scripts and benches too)', () => {
  const outside = [SRC, join(SRC, '..', 'scripts'), join(SRC, '..', 'bench'), join(SRC, '..', 'contract-tests')].flatMap((folder) => sourceFiles(folder, true));
  const found = outside.flatMap((file) => {
    const from = fromSrc(file);
    return importsOf(file).flatMap((to) => (pastEntryIndex(from, to) ? [`${from} -> ${to}`] : []));
  });
  expect([...new Set(found)].sort()).toEqual([]);
});

test('the boundaries are seen: a crossing of each kind is named', () => {
  expect(crossing('rules/x', 'proxy/y')).toBe('the rulebook imports a tool');
  expect(crossing('proxy/x', 'contract/y')).toBe('a checker imports another');
  expect(crossing('check-examples/x', 'mock/domain/ordering')).toBe("a checker imports the mock's internals");
  expect(crossing('mock/x', 'contract/client/politeClient')).toBe('the mock imports a checker');
  expect(crossing('proxy/x', 'rules')).toBeUndefined();
  expect(crossing('proxy/x', 'mock/pipeline/createCore')).toBe("a checker imports the mock's internals");
  expect(crossing('contract/x', 'mock/bounds/heldAnswers')).toBe("a checker imports the mock's internals");
  expect(pastEntryIndex('mock/journal/journalEntry', 'rules/requests/requestRules')).toBe('an import reaches past rules/index.ts');
  expect(pastEntryIndex('../scripts/x', 'rules/items/item')).toBe('an import reaches past rules/index.ts');
  expect(pastEntryIndex('mock/journal/journalEntry', 'rules')).toBeUndefined();
  expect(pastEntryIndex('rules/answer/judgeAnswer', 'rules/requests/requestRules')).toBeUndefined();
  expect(pastEntryIndex('browser/index', 'fetch/assembleFetchHandler')).toBe('an import reaches past fetch/index.ts');
  expect(pastEntryIndex('playwright/routeReleasePages', 'fetch/originOf')).toBe('an import reaches past fetch/index.ts');
  expect(pastEntryIndex('browser/msw', 'msw/handlersOver')).toBe('an import reaches past msw/index.ts');
  expect(pastEntryIndex('../bench/x', 'client/fieldsType')).toBe('an import reaches past client/index.ts');
  expect(pastEntryIndex('browser/index', 'fetch/browserSafe')).toBeUndefined();
  expect(pastEntryIndex('browser/msw', 'msw/browserSafe')).toBeUndefined();
  expect(pastEntryIndex('index', 'fetch')).toBeUndefined();
  expect(pastEntryIndex('../bench/browserFigures', 'browser/testing/workerPage')).toBeUndefined();
  expect(pastEntryIndex('fetch/index', 'fetch/assembleFetchHandler')).toBeUndefined();
});
