// Tests of the served documents and docs page: the files as on disk, naming the origin asked.
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { parse } from 'yaml';
import { openApiDocument } from '../../core/openapi/document';
import { specDocumentText } from '../../core/openapi/specDocument';
import { OPENAPI_PATH } from '../../core/packageFiles';
import { AUTH, LISTING, testApp } from '../testing/testApp';

const { app } = testApp({ count: 20 });

/** A document the mock serves, fetched without a token: YAML, naming the origin it was asked at as its only server. */
async function served(path: string): Promise<{ text: string; document: Record<string, unknown> & { info: { title: string } } }> {
  const res = await request(app).get(path).set('Host', 'mock.test:8080');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/yaml/);
  const document = parse(res.text);
  expect(document.servers).toEqual([{ url: 'http://mock.test:8080', description: 'this mock' }]);
  return { text: res.text, document: { ...document, servers: undefined } };
}

test('/openapi.yaml is the file on disk, as YAML, without a token, naming the origin it was asked at as its server', async () => {
  const res = await served('/openapi.yaml');
  expect(res.document).toEqual({ ...openApiDocument(), servers: undefined });
  // Only the servers block differs: comments and the rest of the text are as written.
  const onDisk = readFileSync(OPENAPI_PATH, 'utf8');
  const differing = res.text.split('\n').filter((line) => !onDisk.includes(line));
  expect(differing).toEqual(['  - url: "http://mock.test:8080"', '    description: "this mock"']);
});

test('/openapi.spec.yaml is the generated spec profile on disk, without a token, naming the origin it was asked at', async () => {
  const { document } = await served('/openapi.spec.yaml');
  expect(document).toEqual({ ...parse(specDocumentText(readFileSync(OPENAPI_PATH, 'utf8'))), servers: undefined });
  expect(document.info.title).toBe('Release Pages listing (spec profile)');
});

describe('/docs/openapi.json', () => {
  test('is the document with the origin the page was loaded from as its only server', async () => {
    const res = await request(app).get('/docs/openapi.json').set('Host', 'mock.test:8080');
    expect(res.status).toBe(200);
    expect(res.body.servers).toEqual([{ url: 'http://mock.test:8080', description: 'this mock' }]);
    expect({ ...res.body, servers: undefined }).toEqual(JSON.parse(JSON.stringify({ ...openApiDocument(), servers: undefined })));
  });

  test('names --public-url instead when one is set', async () => {
    const { app: behindProxy } = testApp({ count: 20, publicUrl: 'https://mock.example.com/' });
    const res = await request(behindProxy).get('/docs/openapi.json');
    expect(res.body.servers).toEqual([{ url: 'https://mock.example.com', description: 'this mock' }]);
    expect(parse((await request(behindProxy).get('/openapi.yaml')).text).servers).toEqual([{ url: 'https://mock.example.com', description: 'this mock' }]);
  });
});

describe('/docs', () => {
  test('is a Swagger UI page on /docs/openapi.json, served without a token', async () => {
    for (const path of ['/docs', '/docs/']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<script src="/docs/start.js"></script>');
    }
    expect((await request(app).get('/docs/start.js')).text).toContain("url: '/docs/openapi.json'");
  });

  test('every asset the page loads is served from the mock itself', async () => {
    const page = (await request(app).get('/docs')).text;
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(expect.arrayContaining(['/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js']));
    for (const asset of assets) {
      const res = await request(app).get(asset);
      expect([asset, res.status]).toEqual([asset, 200]);
    }
    const bundle = await request(app).get('/docs/swagger-ui-bundle.js');
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.text).toBe(readFileSync(require.resolve('swagger-ui-dist/swagger-ui-bundle.js'), 'utf8'));
  });

  test('the rest of swagger-ui-dist, such as its demo page, is not served', async () => {
    for (const path of ['/docs/index.html', '/docs/swagger-initializer.js', '/docs/package.json']) {
      expect([path, (await request(app).get(path)).status]).toEqual([path, 404]);
    }
  });

  test('pre-authorizes "Try it out" only when given a token', async () => {
    const { app: withToken } = testApp({ count: 20, docsToken: 'dev-token' });
    expect((await request(withToken).get('/docs/start.js')).text).toContain('const authorization = "Token dev-token";');
    expect((await request(app).get('/docs/start.js')).text).toContain('const authorization = null;');
  });

  test('a token is a string in the start script, and never in the page', async () => {
    const { app: withToken } = testApp({ count: 20, docsToken: '</script><script>alert(1)"' });
    expect((await request(withToken).get('/docs')).text).not.toContain('alert(1)');
    const script = await request(withToken).get('/docs/start.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toContain('const authorization = "Token </script><script>alert(1)\\"";');
  });

  test('the page runs and styles nothing inline, so that its policy can allow only its own files', async () => {
    const res = await request(app).get('/docs');
    expect(res.text).not.toMatch(/<script>|<style|style=|on[a-z]+=/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    for (const path of ['/docs/', '/docs/swagger-ui-bundle.js', '/docs/start.js', '/docs/openapi.json']) {
      expect([path, (await request(app).get(path)).headers['content-security-policy']]).toEqual([path, res.headers['content-security-policy']]);
    }
  });

  test('"Try it out" may call --public-url when it is another origin', async () => {
    const { app: behindProxy } = testApp({ count: 20, publicUrl: 'https://mock.example.com/' });
    expect((await request(behindProxy).get('/docs')).headers['content-security-policy']).toContain("connect-src 'self' https://mock.example.com;");
  });
});

test('the API still needs a token', async () => {
  expect((await request(app).get(LISTING)).status).toBe(401);
  expect((await request(app).get('/api/v2/pages/100000/')).status).toBe(401);
  expect((await request(app).get(LISTING).set(AUTH)).status).toBe(200);
});
