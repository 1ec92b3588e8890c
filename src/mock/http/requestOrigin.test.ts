import { listen } from '../testing/listen';
import { rawExchange } from '../testing/rawExchange';
import { AUTH, LISTING, testApp } from '../testing/testApp';

test('an HTTP/1.0 request without Host gets links to the address it reached, not to "undefined"', async () => {
  const server = await listen(testApp({ count: 20 }).app);
  try {
    const answer = await rawExchange(server.url, `GET ${LISTING}&limit=1 HTTP/1.0\r\nAuthorization: ${AUTH.Authorization}\r\n\r\n`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).items[0].meta.detail_url).toMatch(new RegExp(`^${server.url}/api/v2/pages/[0-9]+/$`));
  } finally {
    await server.close();
  }
});
