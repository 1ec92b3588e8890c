import pino from 'pino';
import request from 'supertest';
import { Writable } from 'node:stream';
import { createApp } from './app';
import { DEVELOPMENT_TOKENS, TokenRegistry } from '../auth/tokenRegistry';
import { createClock } from '../domain/clock';
import { ReleaseService } from '../service/releaseService';
import { ReleaseStore } from '../store/releaseStore';
import { release } from '../testing/records';

function appLoggingTo(lines: string[]) {
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
    logger: pino({ level: 'info', base: undefined }, sink),
  });
}

test('one line per request: method, path with query, status and time; never the Authorization header', async () => {
  const lines: string[] = [];
  const app = appLoggingTo(lines);
  await request(app).get('/api/v2/pages/?type=releases.ReleasePage&limit=1').set('Authorization', 'Token dev-token');
  await request(app).get('/api/v2/pages/?type=releases.ReleasePage').set('Authorization', 'Token secret-key-123');
  expect(lines).toHaveLength(2);
  const [ok, refused] = lines.map((line) => JSON.parse(line));
  expect(ok.msg).toMatch(/^GET \/api\/v2\/pages\/\?type=releases\.ReleasePage&limit=1 200 \d+\.\dms$/);
  expect(refused.msg).toMatch(/^GET \/api\/v2\/pages\/\?type=releases\.ReleasePage 401 \d+\.\dms$/);
  expect(lines.join('\n')).not.toMatch(/dev-token|secret-key-123|authorization/i);
});
