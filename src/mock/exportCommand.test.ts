// Tests of `release-pages-mock export`: the written dataset loads back and answers as the generated one.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CommanderError } from 'commander';
import { createClock } from './domain/clock';
import { generateDataset } from './data/generateDataset';
import { loadFixturesFile } from './data/loadFixturesFile';
import { exportCommand, runExport } from './exportCommand';
import { ReleaseService, type ListRequest } from './service/releaseService';
import { ReleaseStore } from './store/releaseStore';
import { scratchFolder } from './testing/files';

const NOW = '2026-03-01T12:00:00Z';
const files = scratchFolder('export');
beforeAll(() => files.create());
afterAll(() => files.remove());

/** A command that throws instead of exiting and prints nothing. */
const quietCommand = () =>
  exportCommand()
    .exitOverride()
    .configureOutput({ writeErr: () => {}, writeOut: () => {} });

const REQUESTS: ListRequest[] = [
  { limit: 200, offset: 0, fields: '*' },
  { limit: 20, offset: 40, status: 'scheduled', ordering: '-expected_date' },
  { limit: 50, offset: 0, search: 'report', fields: 'title,status' },
  { limit: 10, offset: 0, expectedDateAfter: '2026-03-01', ordering: 'expected_date', fields: '_,id,target_date,status' },
];

test('an exported dataset, loaded with --fixtures, answers as the generated one, byte for byte', () => {
  const out = files.write('');
  expect(runExport(['--out', out, '--seed', '9', '--count', '120', '--now', NOW], quietCommand())).toBe(
    `wrote 120 releases (seed 9) to ${out}; serve them with --fixtures ${out}`,
  );
  const clock = createClock({ now: NOW });
  const generated = new ReleaseService(new ReleaseStore(generateDataset({ seed: 9, count: 120, clock })), clock);
  const loaded = new ReleaseService(new ReleaseStore(loadFixturesFile(out)), clock);
  for (const request of REQUESTS) {
    expect(Buffer.from(loaded.listJson(request, 'http://mock.test')).equals(Buffer.from(generated.listJson(request, 'http://mock.test')))).toBe(true);
  }
});

test('every field is written, status included', () => {
  const out = files.write('');
  runExport(['--out', out, '--count', '20', '--now', NOW], quietCommand());
  const [first] = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>[];
  expect(Object.keys(first)).toEqual([
    'id',
    'meta',
    'title',
    'expected_date',
    'expected_time_period',
    'target_date',
    'content_scheduled',
    'status',
    'announcement_reports',
  ]);
});

test('--out is required', () => {
  expect.assertions(2);
  try {
    runExport(['--count', '20'], quietCommand());
  } catch (error) {
    expect(error).toBeInstanceOf(CommanderError);
    expect((error as CommanderError).code).toBe('commander.missingMandatoryOptionValue');
  }
});

test('`release-pages-mock export` writes the file and prints where', async () => {
  const out = files.write('');
  const bin = join(__dirname, '..', 'bin', 'release-pages-mock.ts');
  const args = ['-r', 'ts-node/register/transpile-only', bin, 'export', '--out', out, '--count', '20', '--now', NOW];
  const { stdout } = await promisify(execFile)(process.execPath, args);
  expect(stdout).toBe(`wrote 20 releases (seed 42) to ${out}; serve them with --fixtures ${out}\n`);
  expect(loadFixturesFile(out)).toHaveLength(20);
}, 20_000);
