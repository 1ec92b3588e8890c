// Tests of invalid parameters: a 400 naming each parameter at fault (§7).
import request from 'supertest';
import { queryParametersOf } from '../../core/openapi/document';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { LISTING_PATH } from '../../core/spec';
import { AUTH, LISTING, testApp } from '../testing/testApp';

const { app } = testApp();
const validMessageError = schemaValidator('MessageError');
const ORDERING_LIST = 'expected_date, -expected_date, id, -id, title, -title, first_published_at, -first_published_at';

async function listing(query: string) {
  return request(app).get(`/api/v2/pages/?${query}`).set(AUTH);
}

describe('invalid parameters are 400 with a message naming the parameter (spec §7)', () => {
  const T = 'type=releases.ReleasePage';
  test.each([
    ['type missing', 'limit=1', 'type is required (this API lists release pages with type=releases.ReleasePage)'],
    ['another type', 'type=wagtailcore.Page', "type doesn't exist"],
    ['limit above 200', `${T}&limit=201`, 'limit cannot be higher than 200'],
    ['negative limit', `${T}&limit=-1`, 'limit must be a positive integer'],
    ['fractional limit', `${T}&limit=1.5`, 'limit must be a positive integer'],
    ['word limit', `${T}&limit=ten`, 'limit must be a positive integer'],
    ['empty limit', `${T}&limit=`, 'limit must be a positive integer'],
    ['Infinity limit', `${T}&limit=Infinity`, 'limit must be a positive integer'],
    ['repeated limit', `${T}&limit=1&limit=2`, 'limit may be given only once'],
    ['negative offset', `${T}&offset=-5`, 'offset must be a positive integer'],
    ['word offset', `${T}&offset=x`, 'offset must be a positive integer'],
    ['unknown parameter', `${T}&foo=1`, 'query parameter is not an operation or a recognised field: foo'],
    ['two unknown parameters, sorted', `${T}&zeta=1&alpha=2`, 'query parameter is not an operation or a recognised field: alpha, zeta'],
    ['Wagtail spelling of ordering', `${T}&order=title`, 'query parameter is not an operation or a recognised field: order'],
    ['unknown status', `${T}&status=live`, "status must be one of: draft, announced, scheduled, published (got 'live')"],
    ['empty status', `${T}&status=`, "status must be one of: draft, announced, scheduled, published (got '')"],
    ['unknown search operator', `${T}&search=a&search_operator=xor`, "search_operator must be 'and' or 'or' (got 'xor')"],
    ['unknown ordering', `${T}&ordering=colour`, `cannot order by 'colour' (unknown field); supported values: ${ORDERING_LIST}`],
    ['unknown descending ordering', `${T}&ordering=-colour`, `cannot order by 'colour' (unknown field); supported values: ${ORDERING_LIST}`],
    [
      '31 February',
      `${T}&expected_date=2025-02-30`,
      "field filter error. '2025-02-30' is not a valid value for expected_date (not a real date in the form YYYY-MM-DD)",
    ],
    [
      '13th month',
      `${T}&expected_date_after=2025-13-01`,
      "field filter error. '2025-13-01' is not a valid value for expected_date_after (not a real date in the form YYYY-MM-DD)",
    ],
    [
      'date and time',
      `${T}&expected_date_before=2025-01-01T00:00:00Z`,
      "field filter error. '2025-01-01T00:00:00Z' is not a valid value for expected_date_before (not a real date in the form YYYY-MM-DD)",
    ],
    [
      '29 February of a common year',
      `${T}&expected_date=2025-02-29`,
      "field filter error. '2025-02-29' is not a valid value for expected_date (not a real date in the form YYYY-MM-DD)",
    ],
    ['unknown fields, sorted', `${T}&fields=size,colour`, 'unknown fields: colour, size'],
    ['nested fields', `${T}&fields=announcement_reports(title)`, "'announcement_reports' does not support nested fields"],
    ['star not first', `${T}&fields=title,*`, "fields error: '*' must be in the first position"],
    ['bad character in fields', `${T}&fields=ti%25tle`, "fields error: unexpected char '%' at position 2"],
    ['search too long', `${T}&search=${'a'.repeat(501)}`, 'search must be at most 500 characters'],
  ])('%s', async (_case, query, message) => {
    const res = await listing(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(validMessageError(res.body)).toBe(true);
  });

  test('every problem of one request is listed', async () => {
    const res = await listing('type=releases.ReleasePage&limit=500&offset=-1&status=nope&expected_date=2025-02-30');
    expect(res.status).toBe(400);
    expect(res.body.message.split('; ').sort()).toEqual(
      [
        'limit cannot be higher than 200',
        'offset must be a positive integer',
        "status must be one of: draft, announced, scheduled, published (got 'nope')",
        "field filter error. '2025-02-30' is not a valid value for expected_date (not a real date in the form YYYY-MM-DD)",
      ].sort(),
    );
  });

  test('an unencoded reserved character is a problem of its parameter, whatever the value', async () => {
    const res = await listing('type=releases.ReleasePage&limit=+5');
    expect(res.body).toEqual({ message: 'limit must be a positive integer' });
  });

  // Digits only (`^[0-9]+$`), as openapi.yaml promises: the validator alone coerced every one of these to a number.
  test.each(['1.0', '2e0', '0x10', '%201', '1%20', '1_0', '-0', '0b1', '1e2', '2e3', '%EF%BC%91'])(
    'limit=%s is not digits, nor is an offset so written: 400, in Wagtail’s words',
    async (value) => {
      expect((await listing(`type=releases.ReleasePage&limit=${value}`)).body).toEqual({ message: 'limit must be a positive integer' });
      expect((await listing(`type=releases.ReleasePage&offset=${value}`)).body).toEqual({ message: 'offset must be a positive integer' });
    },
  );

  test('digits with leading zeros are an integer, and a huge one is only too high', async () => {
    const padded = await listing('type=releases.ReleasePage&limit=007&offset=0002&fields=_,id');
    expect(padded.status).toBe(200);
    expect(padded.body.items.map((item: { id: number }) => item.id)).toEqual(
      (await listing('type=releases.ReleasePage&limit=7&offset=2&fields=_,id')).body.items.map((item: { id: number }) => item.id),
    );
    expect((await listing('type=releases.ReleasePage&limit=99999999999999999999')).body).toEqual({ message: 'limit cannot be higher than 200' });
  });

  // Django reads `a[b]` as a name of its own; the validator read it with qs, and `limit[constructor]=1` vanished.
  test.each([
    ['limit[constructor]=1', 'limit[constructor]'],
    ['status[__proto__]=draft', 'status[__proto__]'],
    ['limit[]=1', 'limit[]'],
    ['limit[x]=1&limit=5', 'limit[x]'],
    ['limit%5Bx%5D=1', 'limit[x]'],
    ['__proto__[polluted]=1&constructor[prototype][polluted]=1', '__proto__[polluted], constructor[prototype][polluted]'],
  ])('a bracketed name (%s) is an unknown parameter', async (query, names) => {
    const res = await listing(`type=releases.ReleasePage&${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: `query parameter is not an operation or a recognised field: ${names}` });
  });

  test('29 February of a leap year is a real date', async () => {
    const res = await listing('type=releases.ReleasePage&expected_date=2028-02-29');
    expect(res.status).toBe(200);
  });

  test('limit 0 and limit 200 are within bounds', async () => {
    expect((await listing('type=releases.ReleasePage&limit=0')).status).toBe(200);
    expect((await listing('type=releases.ReleasePage&limit=200')).status).toBe(200);
  });
});

describe('several problems are all listed, unknown parameters first, then in the order of openapi.yaml', () => {
  const T = 'type=releases.ReleasePage';
  const UNKNOWN_FOO = 'query parameter is not an operation or a recognised field: foo';
  test.each([
    ['a bad limit and an unknown field', `${T}&limit=-1&fields=colour`, 'limit must be a positive integer; unknown fields: colour'],
    ['two empty values', `${T}&limit=&offset=`, 'limit must be a positive integer; offset must be a positive integer'],
    ['an unknown parameter and a bad status', `${T}&foo=1&status=x`, `${UNKNOWN_FOO}; status must be one of: draft, announced, scheduled, published (got 'x')`],
    [
      'a malformed fields and a limit too high',
      `${T}&fields=*,title&limit=201`,
      "limit cannot be higher than 200; fields error: additional fields with '*' doesn't make sense",
    ],
    ['no type and an unknown parameter', 'foo=1&limit=1', `${UNKNOWN_FOO}; type is required (this API lists release pages with type=releases.ReleasePage)`],
    [
      'an unencoded reserved character and a limit too high',
      `${T}&expected_date_before=2025-01-01T00:00:00Z&limit=500`,
      "limit cannot be higher than 200; field filter error. '2025-01-01T00:00:00Z' is not a valid value for expected_date_before (not a real date in the form YYYY-MM-DD)",
    ],
    ['a repeated limit and nested fields', `${T}&fields=status(code)&limit=1&limit=2`, "limit may be given only once; 'status' does not support nested fields"],
    [
      'a bracketed name and a decimal limit',
      `${T}&limit=1.0&fields[x]=id`,
      'query parameter is not an operation or a recognised field: fields[x]; limit must be a positive integer',
    ],
  ])('%s', async (_case, query, message) => {
    const res = await listing(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  test('the order is the same whatever the order of the query', async () => {
    const problems = ['zeta=1', 'ordering=colour', 'status=', 'limit=201', 'fields=size', 'type=other', 'alpha=1', 'expected_date=2025-02-30'];
    const forwards = await listing(problems.join('&'));
    const backwards = await listing([...problems].reverse().join('&'));
    expect(forwards.body.message).toBe(
      [
        'query parameter is not an operation or a recognised field: alpha, zeta',
        "type doesn't exist",
        'limit cannot be higher than 200',
        'unknown fields: size',
        "field filter error. '2025-02-30' is not a valid value for expected_date (not a real date in the form YYYY-MM-DD)",
        "status must be one of: draft, announced, scheduled, published (got '')",
        `cannot order by 'colour' (unknown field); supported values: ${ORDERING_LIST}`,
      ].join('; '),
    );
    expect(backwards.body).toEqual(forwards.body);
  });

  // No check of its own finds empty values: the validator's schemas do, which every parameter that does not allow one must fail.
  test.each([...queryParametersOf(LISTING_PATH).values()].filter((p) => !(p as { allowEmptyValue?: boolean }).allowEmptyValue).map((p) => p.name))(
    'an empty %s is a problem listed with the others',
    async (name) => {
      const res = await listing(`${name === 'type' ? '' : `${T}&`}${name}=&foo=1`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${UNKNOWN_FOO}; .`));
    },
  );
});

describe('the detail endpoint (beyond the spec)', () => {
  test.each(['/api/v2/pages/5/', '/api/v2/pages/abc/', '/api/v2/pages/99999999999999999999/', '/api/v2/pages/-1/'])(
    '%s is 404 with Wagtail’s message',
    async (path) => {
      const res = await request(app).get(path).set(AUTH);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No Page matches the given query.' });
    },
  );

  test('unknown parameters and bad fields are 400 there too', async () => {
    const unknownParameter = await request(app).get('/api/v2/pages/100000/?limit=1').set(AUTH);
    expect(unknownParameter.status).toBe(400);
    expect(unknownParameter.body).toEqual({ message: 'query parameter is not an operation or a recognised field: limit' });
    const badFields = await request(app).get('/api/v2/pages/100000/?fields=nope').set(AUTH);
    expect(badFields.body).toEqual({ message: 'unknown fields: nope' });
  });

  test('a bracketed name is unknown there too', async () => {
    const res = await request(app).get('/api/v2/pages/100000/?fields[x]=title').set(AUTH);
    expect(res.body).toEqual({ message: 'query parameter is not an operation or a recognised field: fields[x]' });
  });

  test('every problem is listed there too', async () => {
    const res = await request(app).get('/api/v2/pages/100000/?fields=*,title&limit=1').set(AUTH);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "query parameter is not an operation or a recognised field: limit; fields error: additional fields with '*' doesn't make sense",
    });
  });
});

describe('methods and addresses', () => {
  test.each(['post', 'put', 'patch', 'delete'] as const)('%s is 405 with Allow', async (method) => {
    const res = await request(app)[method](LISTING).set(AUTH);
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD, OPTIONS');
    expect(res.body).toEqual({ detail: `Method "${method.toUpperCase()}" not allowed.` });
  });

  test('an unauthenticated POST is 401, as DRF authenticates before it looks up the method', async () => {
    const res = await request(app).post(LISTING);
    expect(res.status).toBe(401);
  });

  test('a path without its trailing slash is 301 to the slashed path, query kept, with no body (as Django)', async () => {
    const res = await request(app).get('/api/v2/pages?type=releases.ReleasePage&limit=3&search=a+b').set('Accept', 'text/html');
    expect(res.status).toBe(301);
    expect(res.headers['location']).toBe('/api/v2/pages/?type=releases.ReleasePage&limit=3&search=a+b');
    expect(res.headers['content-length']).toBe('0');
    expect(res.headers['content-type']).toBeUndefined();
    const detail = await request(app).get('/api/v2/pages/100000');
    expect(detail.status).toBe(301);
    expect(detail.headers['location']).toBe('/api/v2/pages/100000/');
  });

  test('an unknown address is a JSON 404', async () => {
    const res = await request(app).get('/api/v3/pages/').set(AUTH);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});
