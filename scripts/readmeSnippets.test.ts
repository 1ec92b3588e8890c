// Every TypeScript snippet of the README and of docs/ is compiled under `strict` and run: its
// imports of the package point at the sources of the subpath named, its `http://127.0.0.1:4010`
// at a mock this test serves (seed 42, 500 releases, the clock pinned), its top-level code in an
// async function. A snippet that does not compile, or throws, fails here.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strictDiagnosticsOf } from '../src/client/testing/strictCompile';
import { markdownBlocks } from '../src/check-examples/documents/markdownBlocks';
import { listenLocally } from '../src/net/testing/listenLocally';
import { SOURCE_FLAGS } from '../src/net/testing/sourceFlags';
import { testApp } from '../src/mock/testing/testApp';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '..');
/** Each entry point of package.json's `exports`, and the source it is built from. */
const ENTRY_SOURCES: Record<string, string> = {
  'release-pages-mock': join(ROOT, 'src', 'index'),
  'release-pages-mock/client': join(ROOT, 'src', 'client', 'index'),
  'release-pages-mock/fetch': join(ROOT, 'src', 'fetch', 'index'),
  'release-pages-mock/server': join(ROOT, 'src', 'server'),
  'release-pages-mock/browser': join(ROOT, 'src', 'browser', 'index'),
};
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const snippets = DOCUMENTS.flatMap((document) =>
  markdownBlocks(readFileSync(join(ROOT, document), 'utf8'))
    .filter((block) => block.language === 'ts' || block.language === 'typescript')
    .map((block) => [`${document}:${block.line}`, block.text] as const),
);

/** The snippet as a program: imports first, then the rest inside `main`, run to its end. */
function programOf(snippet: string, mockUrl: string): string {
  const lines = snippet.replaceAll('http://127.0.0.1:4010', mockUrl).split('\n');
  const imports = lines.filter((line) => /^import .* from '[^']+';$/.test(line));
  const unknownImports = imports.map((line) => /from '([^']+)'/.exec(line)![1]).filter((from) => from.startsWith('release-pages-mock') && !ENTRY_SOURCES[from]);
  if (unknownImports.length > 0) throw new Error(`the snippet imports what the package does not export: ${unknownImports.join(', ')}`);
  const body = lines.filter((line) => !imports.includes(line));
  const resolved = imports.map((line) => line.replace(/from '(release-pages-mock[^']*)'/, (_all, from: string) => `from '${ENTRY_SOURCES[from]}'`));
  return [
    ...resolved,
    'async function main(): Promise<void> {',
    ...body,
    '}',
    'main().then(() => process.exit(0), (error: unknown) => {',
    '  console.error(error);',
    '  process.exit(1);',
    '});',
    '',
  ].join('\n');
}

let mock: Awaited<ReturnType<typeof listenLocally>>;
let dir: string;
beforeAll(async () => {
  mock = await listenLocally(testApp().app);
  dir = mkdtempSync(join(tmpdir(), 'readme-snippets-'));
});
afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the documents have TypeScript snippets, one importing each subpath', () => {
  expect(snippets.length).toBeGreaterThanOrEqual(2);
  for (const from of Object.keys(ENTRY_SOURCES).slice(1)) expect(snippets.some(([, text]) => text.includes(`from '${from}'`))).toBe(true);
});

test.each(snippets)('%s compiles under strict and runs to its end', async (where, snippet) => {
  const file = join(dir, `${where.replace(/[^\w]+/g, '-')}.ts`);
  writeFileSync(file, programOf(snippet, mock.url));
  expect(strictDiagnosticsOf(file)).toEqual([]);
  const run = promisify(execFile)(process.execPath, [...SOURCE_FLAGS, file], { cwd: ROOT, timeout: 60_000, env: { ...process.env, MOCK_LOG_LEVEL: 'silent' } });
  await expect(run).resolves.toMatchObject({ stderr: '' });
});
