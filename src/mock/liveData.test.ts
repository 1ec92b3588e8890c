// Tests of live data: `--fixtures FILE --watch` reloads, and admin changes, while the mock serves.
import { renameSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import request from 'supertest';
import type { ReleasePage } from '../core/types';
import { createClock } from './domain/clock';
import { generateDataset } from './data/generateDataset';
import { releasePagesOf } from './data/releasePages';
import { parseServerOptions, serverCommand } from './options';
import { startServer, type RunningServer } from './server';
import { scratchFolder } from './testing/files';
import { AUTH, FIXED_NOW, LISTING } from './testing/testApp';

const files = scratchFolder('live');
const records: ReleasePage[] = releasePagesOf(generateDataset({ seed: 3, count: 30, clock: createClock({ now: FIXED_NOW }) }), createClock({ now: FIXED_NOW }));

/** A logger whose lines the test reads, as the server would write them. */
function recordingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => lines.push(line) });
  return { logger, messages: () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg) };
}

async function start(args: string[], logger = pino({ level: 'silent' })): Promise<RunningServer> {
  return startServer(parseServerOptions(['--port', '0', '--now', FIXED_NOW, ...args], serverCommand().exitOverride()), logger);
}

/** Polls until `check` holds, for at most 5 seconds. */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await sleep(25)) if (await check()) return;
  throw new Error('the condition did not hold within 5 seconds');
}

let running: RunningServer | undefined;
beforeAll(() => files.create());
afterAll(() => files.remove());
afterEach(async () => {
  await new Promise((resolve) => running?.server.close(resolve) ?? resolve(undefined));
  running = undefined;
});

const total = async () => (await request(running!.url).get(LISTING).set(AUTH)).body.meta.total_count as number;

describe('--fixtures FILE --watch', () => {
  test('a valid change is served once written; a broken one is one logged line and the old data stays', async () => {
    const file = files.write(records.slice(0, 10));
    const { logger, messages } = recordingLogger();
    running = await start(['--fixtures', file, '--watch'], logger);
    expect(running.summary.join('\n')).toContain(`watching:  ${file}`);
    expect(await total()).toBe(10);

    writeFileSync(file, JSON.stringify(records.slice(0, 20)));
    await eventually(async () => (await total()) === 20);
    expect(messages()).toContain(`fixtures file ${file}: reloaded, 20 releases`);

    const broken = [...records.slice(0, 25)];
    broken[4] = { ...broken[4], expected_date: '2026-02-30' };
    writeFileSync(file, JSON.stringify(broken));
    const line = `fixtures file ${file}: record 4 (id ${broken[4].id}): /expected_date must match format "date"; the previous data stays in use`;
    await eventually(() => messages().includes(line));
    expect(messages().filter((m) => m.startsWith(`fixtures file ${file}: record`))).toEqual([line]);
    expect(await total()).toBe(20);
  });

  test('a file replaced by a rename, as editors save, is reloaded too', async () => {
    const file = files.write(records.slice(0, 5));
    running = await start(['--fixtures', file, '--watch']);
    const replacement = files.write(records.slice(0, 8));
    renameSync(replacement, file);
    await eventually(async () => (await total()) === 8);
  });

  test('without --watch, a changed file is not reloaded', async () => {
    const file = files.write(records.slice(0, 5));
    running = await start(['--fixtures', file]);
    writeFileSync(file, JSON.stringify(records.slice(0, 8)));
    await sleep(400);
    expect(await total()).toBe(5);
  });
});

describe('--admin', () => {
  test('mounts the admin routes, which the start-up summary names; reset restores the start-up data', async () => {
    running = await start(['--count', '20', '--admin']);
    expect(running.summary.join('\n')).toContain(`admin:     ${running.url}/__mock/releases`);
    const first = (await request(running.url).get(`${LISTING}&limit=1`).set(AUTH)).body.items[0].id;
    expect((await request(running.url).delete(`/__mock/releases/${first}`).set(AUTH)).status).toBe(204);
    expect(await total()).toBe(19);
    expect((await request(running.url).post('/__mock/reset').set(AUTH)).status).toBe(204);
    expect(await total()).toBe(20);
  });

  test('with --watch, a reloaded file is what reset restores', async () => {
    const file = files.write(records.slice(0, 5));
    running = await start(['--fixtures', file, '--watch', '--admin']);
    writeFileSync(file, JSON.stringify(records.slice(0, 7)));
    await eventually(async () => (await total()) === 7);
    await request(running.url).delete(`/__mock/releases/${records[0].id}`).set(AUTH);
    expect(await total()).toBe(6);
    await request(running.url).post('/__mock/reset').set(AUTH);
    expect(await total()).toBe(7);
  });

  test('without --admin, the routes are not there', async () => {
    running = await start(['--count', '20']);
    expect((await request(running.url).post('/__mock/reset').set(AUTH)).status).toBe(404);
    expect(running.summary.join('\n')).not.toContain('admin:');
  });
});
