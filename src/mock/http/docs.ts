// The served OpenAPI documents and docs page, each naming the origin it was asked at.
import { readFileSync } from 'node:fs';
import express, { Router, type Response } from 'express';
import { openApiDocument } from '../../core/openapi/document';
import { OPENAPI_PATH, OPENAPI_SPEC_PATH, SWAGGER_UI_ASSETS, swaggerUiDir } from '../../core/packageFiles';
import { keptOrigin } from './requestOrigin';
import { hostVary } from '../pipeline/hostVary';

export interface DocsOptions {
  /** `--public-url` (without its slash), which "Try it out" may call besides the page's origin. */
  publicUrl?: string;
  /** A token key the page pre-authorizes with (`Authorization: Token <key>`); none when not given. */
  token?: string;
}

const ASSETS = new Set(SWAGGER_UI_ASSETS);

/** Whether a path is one of the reference's (`/docs`, its files, `/openapi.yaml`, `/openapi.spec.yaml`), which the core passes on to this router. */
export const servesDocs = (path: string): boolean => /^\/(?:openapi(?:\.spec)?\.yaml\/?|docs(?:\/.*)?)$/i.test(path);

/** The top-level `servers:` block of an OpenAPI document's text, up to the next top-level key. */
const SERVERS_BLOCK = /^servers:\n(?:[ #].*\n|\n)*/m;

/** The document's text with its `servers` replaced, the rest of it (comments, anchors) as written. */
function withServers(yamlText: string, servers: { url: string; description: string }[]): string {
  if (!SERVERS_BLOCK.test(yamlText)) throw new Error('the OpenAPI document has no top-level servers block');
  const block = servers.map((s) => `  - url: ${JSON.stringify(s.url)}\n    description: ${JSON.stringify(s.description)}\n`).join('');
  return yamlText.replace(SERVERS_BLOCK, `servers:\n${block}`);
}

/** The page: markup only, so that its content security policy can refuse every inline script and style. */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>release-pages-mock: API reference</title>
  <link rel="stylesheet" href="/docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="/docs/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="/docs/favicon-16x16.png" sizes="16x16">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/start.js"></script>
</body>
</html>
`;

/** The script that starts Swagger UI on the document, pre-authorized with `authorization` when there is one. */
function startScript(authorization: string | null): string {
  return `const authorization = ${JSON.stringify(authorization)};
const ui = SwaggerUIBundle({
  url: '/docs/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  displayRequestDuration: true,
  onComplete: () => {
    if (authorization) ui.preauthorizeApiKey('tokenAuth', authorization);
  },
});
`;
}

/**
 * Only the mock's own files run or style the page. Swagger UI's stylesheet draws its icons with
 * `data:` images; "Try it out" calls the page's origin, or `--public-url` (an origin, without its slash).
 */
function contentSecurityPolicy(publicUrl: string | undefined): string {
  const connect = publicUrl === undefined ? "'self'" : `'self' ${publicUrl}`;
  return `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src ${connect}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/**
 * The interactive reference at `/docs` (Swagger UI, served from node_modules: no CDN), the
 * document itself at `/openapi.yaml` and its spec profile at `/openapi.spec.yaml`. None needs a
 * token, and none is in openapi.yaml, so this router goes before authentication and the validator.
 */
export function docsRoutes(options: DocsOptions): Router {
  const yamlText = readFileSync(OPENAPI_PATH, 'utf8');
  const specYamlText = readFileSync(OPENAPI_SPEC_PATH, 'utf8');
  const start = startScript(options.token === undefined ? null : `Token ${options.token}`);
  const policy = contentSecurityPolicy(options.publicUrl);
  const assets = express.static(swaggerUiDir(), { index: false });
  const router = Router();

  // openapi.yaml's `servers` is the default address; a client of this mock must be told this mock's
  // (`--public-url`, else the checked Host the page was loaded from).
  const servers = (res: Response) => {
    for (const [name, value] of hostVary(options.publicUrl)) res.append(name, value);
    return [{ url: keptOrigin(res), description: 'this mock' }];
  };
  router.get('/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(withServers(yamlText, servers(res)));
  });
  router.get('/openapi.spec.yaml', (_req, res) => {
    res.type('application/yaml').send(withServers(specYamlText, servers(res)));
  });
  router.use('/docs', (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    next();
  });
  router.get('/docs/openapi.json', (_req, res) => {
    res.json({ ...openApiDocument(), servers: servers(res) });
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/docs/start.js', (_req, res) => {
    res.type('text/javascript').send(start);
  });
  router.use('/docs', (req, res, next) => (ASSETS.has(req.path.slice(1)) ? assets(req, res, next) : next()));
  return router;
}
