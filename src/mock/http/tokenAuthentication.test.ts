// Tests that token authentication answers as DRF's TokenAuthentication does (§5).
import request from 'supertest';
import { LIST_PERMISSION } from '../auth/tokenRegistry';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { LISTING, testApp } from '../testing/testApp';

const { app } = testApp({
  tokens: [
    { key: 'qa-key', permissions: [LIST_PERMISSION] },
    { key: 'reader-without-list', permissions: ['something_else'] },
  ],
});
const validDetailError = schemaValidator('DetailError');

describe('token authentication answers as DRF TokenAuthentication (spec §5)', () => {
  test.each([
    ['no header', undefined, 'Authentication credentials were not provided.'],
    ['empty header', '', 'Authentication credentials were not provided.'],
    ['another scheme', 'Bearer qa-key', 'Authentication credentials were not provided.'],
    ['Basic credentials', 'Basic cWE6a2V5', 'Authentication credentials were not provided.'],
    ['keyword without key', 'Token', 'Invalid token header. No credentials provided.'],
    ['keyword and blanks only', 'Token   ', 'Invalid token header. No credentials provided.'],
    ['key with a space', 'Token qa key', 'Invalid token header. Token string should not contain spaces.'],
    ['unknown key', 'Token not-a-key', 'Invalid token.'],
    ['a prefix of a known key', 'Token qa-ke', 'Invalid token.'],
    ['a known key with a suffix', 'Token qa-keyy', 'Invalid token.'],
  ])('%s: 401 with WWW-Authenticate: Token', async (_case, header, detail) => {
    const req = request(app).get(`${LISTING}&limit=1`);
    const res = await (header === undefined ? req : req.set('Authorization', header));
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Token');
    expect(res.body).toEqual({ detail });
    expect(validDetailError(res.body)).toBe(true);
  });

  test.each(['Token qa-key', 'token qa-key', 'TOKEN qa-key', 'Token\tqa-key', '  Token   qa-key  '])(
    'accepts %j: the keyword is case-insensitive and blanks are separators',
    async (header) => {
      const res = await request(app).get(`${LISTING}&limit=1`).set('Authorization', header);
      expect(res.status).toBe(200);
    },
  );

  test('a known token without the list permission is 403', async () => {
    const res = await request(app).get(`${LISTING}&limit=1`).set('Authorization', 'Token reader-without-list');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect(res.headers['www-authenticate']).toBeUndefined();
  });

  test('authentication comes before parameter validation: bad parameters without a token are 401', async () => {
    const res = await request(app).get('/api/v2/pages/?type=nope&limit=999&foo=bar');
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Authentication credentials were not provided.');
  });

  test('401 and 403 leak no data', async () => {
    for (const header of ['Token nope', 'Token reader-without-list']) {
      const res = await request(app).get(LISTING).set('Authorization', header);
      expect(Object.keys(res.body)).toEqual(['detail']);
    }
  });

  test('the detail endpoint is protected too', async () => {
    const res = await request(app).get('/api/v2/pages/100000/');
    expect(res.status).toBe(401);
  });

  test('a CORS preflight (OPTIONS) needs no token', async () => {
    const res = await request(app)
      .options('/api/v2/pages/')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(res.status).toBe(204);
    expect(res.headers['allow']).toBe('GET, HEAD, OPTIONS');
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
  });
});
