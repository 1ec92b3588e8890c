// A page built by Vite (its production build, as a frontend runs it) that imports
// `release-pages-mock/fetch`: Vite's browser conditions pick the browser build through package.json's
// `exports`, with no Node module in the bundle (Vite would replace each with an empty stand-in and
// only warn). The package is seen as installed (linkedConsumer.ts); the bundle's modules are listed by
// a plugin in the page's Vite config.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { linkedConsumer, ROOT, runTool } from './testing/linkedConsumer';

jest.setTimeout(180_000);

const PAGE = '<!doctype html><meta charset="utf-8"><title>releases</title><ul id="out"></ul><script type="module" src="./page.js"></script>\n';
const SCRIPT = `import { createFetchHandler } from 'release-pages-mock/fetch';
const handler = createFetchHandler({ now: '2026-03-01T12:00:00Z' });
const answer = await handler(new Request('https://api.example.test/api/v2/pages/?type=releases.ReleasePage&limit=2', { headers: { Authorization: 'Token dev-token' } }));
document.getElementById('out').textContent = answer.status + ' ' + (await answer.text());
`;
/** Vite's settings: unminified (the modules stay readable), and every bundled module's id written to modules.json. */
const CONFIG = `import { writeFileSync } from 'node:fs';
export default {
  logLevel: 'error',
  build: { outDir: 'out', minify: false, target: 'es2022' },
  plugins: [{ name: 'list-modules', generateBundle(_, bundle) { writeFileSync('modules.json', JSON.stringify(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : [])))); } }],
};
`;

let run: ReturnType<typeof linkedConsumer>;
let modules: string[];
let script: string;
beforeAll(async () => {
  run = linkedConsumer('vite-build');
  writeFileSync(join(run.dir, 'index.html'), PAGE);
  writeFileSync(join(run.dir, 'page.js'), SCRIPT);
  writeFileSync(join(run.dir, 'vite.config.mjs'), CONFIG);
  const built = await runTool(run.dir, 'vite/bin/vite.js', ['build']);
  modules = JSON.parse(readFileSync(join(run.dir, 'modules.json'), 'utf8')) as string[];
  const assets = join(run.dir, 'out', 'assets');
  script = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  expect(built.stderr).toBe('');
});
afterAll(() => run.remove());

test("Vite's build of a page importing release-pages-mock/fetch takes the browser build, by the export conditions", () => {
  const ours = modules.filter((id) => id.startsWith(join(ROOT, 'dist'))).map((id) => id.slice(ROOT.length + 1));
  expect(ours).toEqual(expect.arrayContaining(['dist/esm/browser.mjs', 'dist/browser/index.js']));
  // The Node entry's files; the modules the two builds share (dist/fetch/fetchHandlerOf.js...) are browser-safe.
  expect(ours.filter((id) => ['dist/fetch/index.js', 'dist/esm/fetch.mjs'].includes(id))).toEqual([]);
});

test('the bundle holds no Node module, not even as an empty stand-in', () => {
  expect(modules.filter((id) => /^node:|__vite-browser-external/.test(id))).toEqual([]);
  // Node's modules reached at run time by name (`process.getBuiltinModule('node:zlib')`, only where it exists) are no import.
  expect(script.match(/(\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']node:\w+["']/g) ?? []).toEqual([]);
  expect(script).toContain('BrowserDatasetError');
});
