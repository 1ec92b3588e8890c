// Tests of the request log's JSON and pretty lines, and that no token is logged.
import request from 'supertest';
import { Writable } from 'node:stream';
import { createApp } from './app';
import { DEVELOPMENT_TOKENS, TokenRegistry } from '../auth/tokenRegistry';
import { createClock } from '../domain/clock';
import { createLogger } from '../logger';
import type { LogFormat } from '../options';
import { ReleaseService } from '../service/releaseService';
import { ReleaseStore } from '../store/releaseStore';
import { release } from '../testing/records';

function appLoggingTo(lines: string[], format: LogFormat) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const clock = createClock({ now: '2026-03-01T12:00:00Z' });
  return createApp({
    service: new ReleaseService(new ReleaseStore([release({ id: 1 })]), clock),
    tokens: new TokenRegistry(DEVELOPMENT_TOKENS),
    logger: createLogger(format, 'info', sink),
  });
}

/** An accepted request and one with a key the mock does not know. */
async function sendTwo(format: LogFormat): Promise<string[]> {
  const lines: string[] = [];
  const app = appLoggingTo(lines, format);
  await request(app).get('/api/v2/pages/?type=releases.ReleasePage&limit=1').set('Authorization', 'Token dev-token');
  await request(app).get('/api/v2/pages/?type=releases.ReleasePage').set('Authorization', 'Token secret-key-123');
  expect(lines.join('\n')).not.toMatch(/dev-token|secret-key-123|authorization/i);
  return lines;
}

test('json: one JSON line per request, its message the method, path with query, status and time; never the Authorization header', async () => {
  const lines = await sendTwo('json');
  expect(lines).toHaveLength(2);
  const [ok, refused] = lines.map((line) => JSON.parse(line));
  expect(ok).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/v2/pages/?type=releases.ReleasePage&limit=1' }, res: { statusCode: 200 } });
  expect(ok.msg).toMatch(/^GET \/api\/v2\/pages\/\?type=releases\.ReleasePage&limit=1 200 \d+\.\dms$/);
  expect(refused.msg).toMatch(/^GET \/api\/v2\/pages\/\?type=releases\.ReleasePage 401 \d+\.\dms$/);
});

test('pretty: one human line per request, local time then method, path with query, status and time; never the Authorization header', async () => {
  const before = new Date();
  const lines = await sendTwo('pretty');
  expect(lines).toEqual([
    expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3} GET \/api\/v2\/pages\/\?type=releases\.ReleasePage&limit=1 200 \d+\.\dms$/),
    expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3} GET \/api\/v2\/pages\/\?type=releases\.ReleasePage 401 \d+\.\dms$/),
  ]);
  // The hour is the local clock's (a test at midnight may see the next one).
  expect([before.getHours(), (before.getHours() + 1) % 24]).toContain(Number(lines[0].slice(0, 2)));
});
