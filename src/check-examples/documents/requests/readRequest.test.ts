// Tests of reading requests from curl and HTTPie command lines.
import { readRequest } from './readRequest';

const read = (language: string, text: string) => readRequest({ language, text, line: 10 })?.exchange?.request;

describe('command lines, split as a shell splits them', () => {
  test('curl: combined short flags with -G, --url, -X and --header=, in any order', () => {
    expect(
      read('sh', `curl --header='Authorization: Token k' -sSG -X get --url 'https://h/api/v2/pages/' --data-urlencode 'search=acme results' -d limit=2`),
    ).toEqual({
      method: 'GET',
      target: 'https://h/api/v2/pages/?search=acme%20results&limit=2',
      headers: [{ name: 'Authorization', value: 'Token k', line: 10 }],
      line: 10,
    });
  });

  test('curl: -d without -G sends a body, not a query: a POST', () => {
    expect(read('bash', 'curl https://h/api/v2/pages/ -d limit=2')?.method).toBe('POST');
  });

  test('HTTPie: the :port shorthand, query items and headers on continued lines', () => {
    expect(read('console', '$ http :4010/api/v2/pages/ \\\n    type==releases.ReleasePage \\\n    Authorization:"Token k"\n{"meta": {}}')).toEqual({
      method: 'GET',
      target: 'http://localhost:4010/api/v2/pages/?type=releases.ReleasePage',
      headers: [{ name: 'Authorization', value: 'Token k', line: 12 }],
      line: 10,
    });
  });

  test('a command to another service is no example of this API', () => {
    expect(readRequest({ language: 'sh', text: 'curl -fsSL https://example.org/install.sh | sh', line: 1 })).toBeUndefined();
  });
});

describe('code', () => {
  test('fetch: a URL joined with + to URLSearchParams of literals', () => {
    const text =
      "const BASE = 'https://h';\nconst q = new URLSearchParams({ type: 'releases.ReleasePage', limit: 5 });\nfetch(BASE + '/api/v2/pages/?' + q, { headers: { Authorization: `Token ${token}` } });";
    expect(read('js', text)).toEqual({
      method: 'GET',
      target: 'https://h/api/v2/pages/?type=releases.ReleasePage&limit=5',
      headers: [{ name: 'Authorization', value: 'Token ${token}', line: 12 }],
      line: 12,
    });
  });

  test('requests.request with the method first, params written in the call, an f-string URL', () => {
    const text = 'requests.request("GET", f"{BASE_URL}/api/v2/pages/", params={"type": "releases.ReleasePage", "status": ["announced", "scheduled"]})';
    expect(read('python', text)).toMatchObject({
      method: 'GET',
      target: '{BASE_URL}/api/v2/pages/?type=releases.ReleasePage&status=announced&status=scheduled',
    });
  });
});
