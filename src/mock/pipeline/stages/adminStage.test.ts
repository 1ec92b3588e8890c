// The admin stage: /__mock's origin, Host and token checks before the admin routes act, and the 404 of an admin path that is none.
import { MOCK } from '../../../core/messages';
import { adminOriginPolicy } from '../../admin/adminOrigins';
import { TokenRegistry, DEVELOPMENT_TOKENS } from '../../auth/tokenRegistry';
import { plainCoreOptions } from '../testing/plainCore';
import { answerOf, bodyOf, plainContext, PINNED_NOW, type PlainRequest } from '../testing/plainRequest';
import { adminStage, type AdminChecks } from './adminStage';

const { admin } = plainCoreOptions({ admin: true });
const checks: AdminChecks = { adminOrigins: adminOriginPolicy(), hostsChecked: true, allowedHosts: undefined, tokens: new TokenRegistry(DEVELOPMENT_TOKENS) };
const stage = adminStage(admin, checks)!;
const LOCAL = { host: '127.0.0.1:8080', authorization: 'Token dev-token' };

const answered = async (target: string, request: PlainRequest) => answerOf(await stage(plainContext(target, request)));

test('without --admin there is no admin stage', () => {
  expect(adminStage(undefined, checks)).toBeUndefined();
});

test('a path outside /__mock passes on', () => {
  const context = plainContext('/api/v2/pages/', { headers: LOCAL });
  expect(stage(context)).toBe(context);
});

test("the clock, asked from this machine with a token, is the admin route's answer", async () => {
  const answer = await answered('/__mock/clock', { headers: LOCAL });
  expect(answer.status).toBe(200);
  expect(bodyOf(answer)).toMatchObject({ now: PINNED_NOW.toISOString() });
});

test('a page of another site is refused before anything acts', async () => {
  const answer = await answered('/__mock/reset', { method: 'POST', headers: { ...LOCAL, origin: 'https://evil.example' } });
  expect(answer.status).toBe(403);
  expect(bodyOf(answer)).toEqual({ message: MOCK.adminOriginRefused('https://evil.example') });
});

test('a Host neither loopback nor allowed is refused where hosts are checked, and served where they are not', async () => {
  const rebound = { ...LOCAL, host: 'rebound.example' };
  const answer = await answered('/__mock/clock', { headers: rebound });
  expect(answer.status).toBe(403);
  expect(bodyOf(answer)).toEqual({ message: MOCK.adminHostRefused('rebound.example') });
  const inProcess = adminStage(admin, { ...checks, hostsChecked: false })!;
  expect(answerOf(await inProcess(plainContext('/__mock/clock', { headers: rebound }))).status).toBe(200);
});

test("without a token, DRF's 401", async () => {
  expect((await answered('/__mock/clock', { headers: { host: '127.0.0.1' } })).status).toBe(401);
});

test('an admin path that is no admin route is the 404', async () => {
  const answer = await answered('/__mock/nothing', { method: 'POST', headers: LOCAL, body: '{}' });
  expect(answer.status).toBe(404);
  expect(bodyOf(answer)).toEqual({ detail: 'Not found.' });
});
