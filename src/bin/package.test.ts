// The package as a team gets it: packed with `npm pack`, installed with `npm install --omit=dev`
// into an empty project, and each command run from there. Needs the npm registry for the
// dependencies, as any install does.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { VENDORED } from '../../scripts/vendorBundles';
import { installedProject, packTarball, ROOT, run, tscIn } from './testing/packedProject';

jest.setTimeout(300_000);

const MANIFEST = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string> };
const VERSION = MANIFEST.version;
/** What a TypeScript project on Node has of its own: Node's types, which the server's declarations name (`node:http`). */
const NODE_TYPES = `@types/node@${MANIFEST.devDependencies['@types/node']}`;

let dir: string;
let project: string;
const bin = (name: string) => join(project, 'node_modules', '.bin', name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'release-pages-pack-'));
  project = await installedProject(dir, 'consumer', await packTarball(dir), [NODE_TYPES]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the tarball holds the compiled code, its types, the document and the fixtures, and no tests or sources', async () => {
  const { stdout } = await run('tar', ['tzf', join(dir, `release-pages-mock-${VERSION}.tgz`)]);
  const files = stdout.trim().split('\n');
  expect(files).toEqual(
    expect.arrayContaining([
      'package/dist/index.js',
      'package/dist/index.d.ts',
      'package/openapi.yaml',
      'package/admin.openapi.yaml',
      'package/dist/core/generated/openapiDocument.json',
      'package/dist/core/generated/queryValidators.js',
      'package/dist/mock/data/defaultDatasetDraws.json',
      'package/fixtures/edge-cases.json',
    ]),
  );
  expect(files.filter((f) => /\.test\.|\/src\/|testing\/|testdata\/|\.ts$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
  // Nothing runs at install: no swagger-ui-dist (and its phoning-home script) among the dependencies.
  const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'release-pages-mock', 'package.json'), 'utf8'));
  expect(Object.keys(manifest.dependencies)).not.toContain('swagger-ui-dist');
  expect(Object.keys(manifest.scripts ?? {}).filter((s) => /install/.test(s))).toEqual([]);
});

test("the server side's dependencies come bundled in dist/vendor/ with their licences, none installed: the package's own dependencies are all a frontend gets", () => {
  const packages = (name: string) =>
    name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
  const installed = VENDORED.map(({ specifier }) => packages(specifier)).filter((name) => existsSync(join(project, 'node_modules', name)));
  expect(installed).toEqual([]);
  const licences = readFileSync(join(project, 'node_modules', 'release-pages-mock', 'dist', 'vendor', 'LICENSES.md'), 'utf8');
  for (const { specifier } of VENDORED) expect(licences).toContain(`## ${packages(specifier)}@${MANIFEST.devDependencies[packages(specifier)]} (`);
});

test.each(['release-pages-mock', 'release-pages-contract', 'release-pages-check-examples', 'release-pages-proxy'])(
  '%s answers --version and --help',
  async (name) => {
    expect((await run(bin(name), ['--version'])).stdout.trim()).toBe(VERSION);
    expect((await run(bin(name), ['--help'])).stdout).toContain(`Usage: ${name}`);
  },
);

/** Starts the installed mock and resolves with its URL once it prints its summary. */
function startMock(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(bin('release-pages-mock'), args, { cwd: project, env: { ...process.env, MOCK_LOG_LEVEL: 'silent' } });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\S+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`release-pages-mock exited with ${code}: ${out}`)));
  });
}

test('the installed mock answers a listing, and the installed suite passes against it', async () => {
  const { child, url } = await startMock(['--port', '0', '--now', '2026-03-01T12:00:00Z']);
  try {
    const response = await fetch(`${url}/api/v2/pages/?type=releases.ReleasePage&limit=2`, { headers: { Authorization: 'Token dev-token' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { meta: { total_count: number } }).meta.total_count).toBe(500);
    expect((await fetch(`${url}/docs/swagger-ui-bundle.js`)).status).toBe(200);
    const suite = await run(bin('release-pages-contract'), ['--base-url', url, '--token', 'dev-token', '--profile', 'mock', '--timezone', 'UTC'], {
      cwd: project,
    });
    expect(suite.stdout).toMatch(/\d+ passed, 0 failed/);
  } finally {
    child.kill('SIGTERM');
  }
});

test('the installed mock generates a dataset and loads its admin routes with the dependencies the bundle leaves out', async () => {
  // faker (generation) and yaml (--admin) are required from the package's dist/vendor/ when used, not read with the bin's bundle.
  const { child, url } = await startMock(['--port', '0', '--now', '2026-03-01T12:00:00Z', '--count', '600', '--seed', '3', '--admin']);
  try {
    const response = await fetch(`${url}/api/v2/pages/?type=releases.ReleasePage&limit=2`, { headers: { Authorization: 'Token dev-token' } });
    expect(((await response.json()) as { meta: { total_count: number } }).meta.total_count).toBe(600);
  } finally {
    child.kill('SIGTERM');
  }
});

test('the installed checker checks a document against the installed reference implementation', async () => {
  const correct = join(ROOT, 'src', 'check-examples', 'testdata', 'correct.md');
  const { stdout } = await run(bin('release-pages-check-examples'), [correct], { cwd: project });
  expect(stdout).toMatch(/\d+ examples: \d+ ok, 0 WRONG/);
  const wrong = await run(bin('release-pages-check-examples'), [join(ROOT, 'src', 'check-examples', 'testdata', 'wrong.md')], { cwd: project }).catch(
    (e: { code: number; stdout: string }) => e,
  );
  expect(wrong).toMatchObject({ code: 1 });
});

test('the package entry point gives the app factory and the typed client', async () => {
  const script = "const m = require('release-pages-mock'); console.log([typeof m.createApp, typeof m.ReleasePagesClient, typeof m.startServer].join(' '))";
  expect((await run(process.execPath, ['-e', script], { cwd: project })).stdout.trim()).toBe('function function function');
  expect(readFileSync(join(project, 'node_modules', 'release-pages-mock', 'dist', 'client', 'index.d.ts'), 'utf8')).toContain('ReleasePagesClient');
});

const SUBPATHS = ['release-pages-mock', 'release-pages-mock/client', 'release-pages-mock/fetch', 'release-pages-mock/server', 'release-pages-mock/browser'];

test.each(SUBPATHS)('%s: import (ESM) and require (CommonJS) give the same names, the very same objects', async (subpath) => {
  const script = `import * as esm from '${subpath}'; import { createRequire } from 'node:module';
    const cjs = createRequire(process.cwd() + '/')('${subpath}');
    const names = Object.keys(cjs).filter((name) => name !== '__esModule');
    console.log(JSON.stringify({ names: names.length, missing: names.filter((name) => esm[name] !== cjs[name]) }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project });
  expect(JSON.parse(stdout)).toEqual({ names: expect.any(Number), missing: [] });
  expect(JSON.parse(stdout).names).toBeGreaterThan(0);
});

/** `tsc` (this repository's) in the installed project: only the package's own dependencies are there. */
const tsc = (args: string[]) => tscIn(project)(args);

describe("tsc --strict of a file importing each subpath compiles with no @types but Node's: the bundled Express and commander typed by the declarations shipped beside them", () => {
  const USES = `import { ReleasePagesClient, UnauthorizedError, type ListingItem } from 'release-pages-mock/client';
import { createApp, startServer, startLocalMock, parseServerOptions, type RunningServer } from 'release-pages-mock/server';
import { createFetchHandler, type FetchHandler } from 'release-pages-mock/fetch';
import * as all from 'release-pages-mock';
import type { RequestListener } from 'node:http';
const api = new ReleasePagesClient({ baseUrl: 'http://127.0.0.1:4010', token: 'dev-token', headers: { Prefer: 'code=503' } });
const item: ListingItem<'_,id'> = { id: 1 };
const started: Promise<RunningServer> = startServer(parseServerOptions(['--port', '0']));
const handler: FetchHandler = createFetchHandler({ seed: 7, count: 20, now: '2026-03-01T12:00:00Z' });
const listener = (app: ReturnType<typeof createApp>): RequestListener => app;
export const used = [api, item, started, handler, listener, startLocalMock, UnauthorizedError, all.ReleasePagesClient === ReleasePagesClient];
`;
  beforeAll(() => writeFileSync(join(project, 'uses.ts'), USES));

  test.each([
    ['plain tsc --strict (CommonJS, no esModuleInterop)', []],
    ["a bundler project (Vite's settings)", ['--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022']],
  ])('%s', async (_name, options) => {
    expect(await tsc(['--strict', '--noEmit', ...options, 'uses.ts'])).toBe('');
  });

  test('release-pages-mock/client in a browser project (lib dom, no @types at all) reads no server package', async () => {
    writeFileSync(
      join(project, 'browser.ts'),
      "import { ReleasePagesClient } from 'release-pages-mock/client';\nexport const api = new ReleasePagesClient({ baseUrl: location.origin, token: 't' });\n",
    );
    const compilerOptions = { strict: true, noEmit: true, module: 'esnext', moduleResolution: 'bundler', target: 'es2022', lib: ['es2022', 'dom'], types: [] };
    writeFileSync(join(project, 'tsconfig.browser.json'), JSON.stringify({ compilerOptions, files: ['browser.ts'] }));
    const files = (await tsc(['-p', 'tsconfig.browser.json', '--listFilesOnly'])).trim().split('\n');
    const read = files.filter((file) => file.includes('/node_modules/') && !file.includes('/node_modules/typescript/lib/'));
    expect(read.length).toBeGreaterThan(3);
    expect(read.filter((file) => !/\/node_modules\/release-pages-mock\/dist\/(client|core)\//.test(file))).toEqual([]);
    expect(await tsc(['-p', 'tsconfig.browser.json'])).toBe('');
  });
});

test('esbuild bundles release-pages-mock/client and /browser for the browser with no error (the main entry, with the server, does not)', async () => {
  const bundle = (
    from: string,
    use = `import { ReleasePagesClient } from '${from}'; console.log(new ReleasePagesClient({ baseUrl: location.origin, token: 't' }));`,
  ) =>
    esbuild
      .build({
        stdin: { contents: use, resolveDir: project },
        bundle: true,
        platform: 'browser',
        format: 'esm',
        write: false,
        logLevel: 'silent',
      })
      .then(
        (result) => ({ errors: result.errors.length, bytes: result.outputFiles[0].contents.length }),
        (failure: esbuild.BuildFailure) => ({ errors: failure.errors.length, first: failure.errors[0].text }),
      );
  const client = await bundle('release-pages-mock/client');
  expect(client).toEqual({ errors: 0, bytes: expect.any(Number) });
  expect(
    await bundle('release-pages-mock/browser', "import { createFetchHandler } from 'release-pages-mock/browser'; console.log(createFetchHandler());"),
  ).toEqual({ errors: 0, bytes: expect.any(Number) });
  expect(await bundle('release-pages-mock')).toMatchObject({ errors: expect.any(Number), first: expect.stringMatching(/^Could not resolve "(node:)?\w+"$/) });
});
