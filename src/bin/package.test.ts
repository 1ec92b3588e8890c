// The package as a team gets it: packed with `npm pack`, installed with `npm install --omit=dev`
// into an empty project, and each command run from there. Needs the npm registry for the
// dependencies, as any install does.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

jest.setTimeout(300_000);

const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

let dir: string;
let project: string;
const bin = (name: string) => join(project, 'node_modules', '.bin', name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'release-pages-pack-'));
  project = join(dir, 'consumer');
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  const tarball = join(dir, stdout.trim().split('\n').pop()!);
  await run('mkdir', [project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--silent', tarball], { cwd: project });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the tarball holds the compiled code, its types, the document and the fixtures, and no tests or sources', async () => {
  const { stdout } = await run('tar', ['tzf', join(dir, `release-pages-mock-${VERSION}.tgz`)]);
  const files = stdout.trim().split('\n');
  expect(files).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/dist/index.d.ts', 'package/openapi.yaml', 'package/admin.openapi.yaml', 'package/dist/openapi.json', 'package/fixtures/edge-cases.json']));
  expect(files.filter((f) => /\.test\.|\/src\/|testing\/|testdata\/|\.ts$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
  // Nothing runs at install: no swagger-ui-dist (and its phoning-home script) among the dependencies.
  const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'release-pages-mock', 'package.json'), 'utf8'));
  expect(Object.keys(manifest.dependencies)).not.toContain('swagger-ui-dist');
  expect(Object.keys(manifest.scripts ?? {}).filter((s) => /install/.test(s))).toEqual([]);
});

test.each(['release-pages-mock', 'release-pages-contract', 'release-pages-check-examples', 'release-pages-proxy'])('%s answers --version and --help', async (name) => {
  expect((await run(bin(name), ['--version'])).stdout.trim()).toBe(VERSION);
  expect((await run(bin(name), ['--help'])).stdout).toContain(`Usage: ${name}`);
});

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
    const suite = await run(bin('release-pages-contract'), ['--base-url', url, '--token', 'dev-token', '--profile', 'mock', '--timezone', 'UTC'], { cwd: project });
    expect(suite.stdout).toMatch(/\d+ passed, 0 failed/);
  } finally {
    child.kill('SIGTERM');
  }
});

test('the installed checker checks a document against the installed reference implementation', async () => {
  const correct = join(ROOT, 'src', 'check-examples', 'testdata', 'correct.md');
  const { stdout } = await run(bin('release-pages-check-examples'), [correct], { cwd: project });
  expect(stdout).toMatch(/\d+ examples: \d+ ok, 0 WRONG/);
  const wrong = await run(bin('release-pages-check-examples'), [join(ROOT, 'src', 'check-examples', 'testdata', 'wrong.md')], { cwd: project }).catch((e: { code: number; stdout: string }) => e);
  expect(wrong).toMatchObject({ code: 1 });
});

test('the package entry point gives the app factory and the typed client', async () => {
  const script = "const m = require('release-pages-mock'); console.log([typeof m.createApp, typeof m.ReleasePagesClient, typeof m.startServer].join(' '))";
  expect((await run(process.execPath, ['-e', script], { cwd: project })).stdout.trim()).toBe('function function function');
  expect(readFileSync(join(project, 'node_modules', 'release-pages-mock', 'dist', 'index.d.ts'), 'utf8')).toContain('ReleasePagesClient');
});
