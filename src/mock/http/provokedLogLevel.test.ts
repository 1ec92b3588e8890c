// An answer a request provokes (`Prefer: code=503`) is logged at info, naming what provoked it, with no
// error and no stack: the mock did what it was asked. The same status chosen by nothing is an error.
import pino from 'pino';
import request from 'supertest';
import { coreOptionsOf } from '../pipeline/coreOptions';
import { NODE_SOURCES } from '../nodeSources';
import { AUTH, FIXED_NOW, LISTING } from '../testing/testApp';
import { createApp } from './app';
import { requestLogger } from './requestLogger';

interface LogRecord {
  level: number;
  msg: string;
  provoked?: string;
  err?: { stack?: string };
}

function loggingApp(): { app: ReturnType<typeof createApp>; records: LogRecord[] } {
  const records: LogRecord[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => records.push(JSON.parse(line) as LogRecord) });
  const { core } = coreOptionsOf({ count: 20, now: FIXED_NOW }, NODE_SOURCES);
  return { app: createApp({ ...core, logger }), records };
}

const INFO = 30;
const ERROR = 50;

test('a provoked 503 is an info line naming its Prefer, without err', async () => {
  const { app, records } = loggingApp();
  const res = await request(app)
    .get(`${LISTING}&ordering=expected_date`)
    .set({ ...AUTH, Prefer: 'code=503' });
  expect(res.status).toBe(503);
  await new Promise((resolve) => setImmediate(resolve));
  const line = records.find((record) => record.msg.startsWith('GET /api/v2/pages/'));
  expect(line).toMatchObject({ level: INFO, provoked: 'Prefer: code=503' });
  expect(line).not.toHaveProperty('err');
});

test('a 5xx nothing provoked is still an error line with its err', () => {
  const records: LogRecord[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => records.push(JSON.parse(line) as LogRecord) });
  const listeners: Record<string, () => void> = {};
  const res = { statusCode: 502, on: (event: string, listener: () => void) => (listeners[event] = listener) };
  requestLogger(logger)({ method: 'GET', url: '/x', headers: {} } as never, res as never);
  listeners.close();
  expect(records).toEqual([expect.objectContaining({ level: ERROR, err: expect.objectContaining({ message: 'failed with status code 502' }) })]);
});
