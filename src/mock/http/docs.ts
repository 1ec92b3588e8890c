import { readFileSync } from 'node:fs';
import express, { Router, type Response } from 'express';
import { openApiDocument } from '../../core/openapi/document';
import { OPENAPI_PATH, SWAGGER_UI_ASSETS, swaggerUiDir } from '../../core/packageFiles';
import { originOf } from './requestOrigin';

export interface DocsOptions {
  /** A token key the page pre-authorizes with (`Authorization: Token <key>`); none when not given. */
  token?: string;
}

const ASSETS = new Set(SWAGGER_UI_ASSETS);

/** The top-level `servers:` block of openapi.yaml's text, up to the next top-level key. */
const SERVERS_BLOCK = /^servers:\n(?:[ #].*\n|\n)*/m;

/** The document's text with its `servers` replaced, the rest of it (comments, anchors) as written. */
function withServers(yamlText: string, servers: { url: string; description: string }[]): string {
  if (!SERVERS_BLOCK.test(yamlText)) throw new Error('openapi.yaml has no top-level servers block');
  const block = servers.map((s) => `  - url: ${JSON.stringify(s.url)}\n    description: ${JSON.stringify(s.description)}\n`).join('');
  return yamlText.replace(SERVERS_BLOCK, `servers:\n${block}`);
}

/** JSON for an inline script: `<` escaped so that no value can close the script element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function docsPage(authorization: string | null): string {
  return `<!doctype html>
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
  <script>
    const authorization = ${scriptValue(authorization)};
    const ui = SwaggerUIBundle({
      url: '/docs/openapi.json',
      dom_id: '#swagger-ui',
      deepLinking: true,
      displayRequestDuration: true,
      onComplete: () => {
        if (authorization) ui.preauthorizeApiKey('tokenAuth', authorization);
      },
    });
  </script>
</body>
</html>
`;
}

/**
 * The interactive reference at `/docs` (Swagger UI, served from node_modules: no CDN) and the
 * document itself at `/openapi.yaml`. Neither needs a token, and neither is in openapi.yaml,
 * so this router goes before authentication and the validator.
 */
export function docsRoutes(options: DocsOptions): Router {
  const yamlText = readFileSync(OPENAPI_PATH, 'utf8');
  const page = docsPage(options.token === undefined ? null : `Token ${options.token}`);
  const assets = express.static(swaggerUiDir(), { index: false });
  const router = Router();

  // openapi.yaml's `servers` is the default address; a client of this mock must be told this mock's
  // (`--public-url`, else the checked Host the page was loaded from).
  const servers = (res: Response) => [{ url: originOf(res), description: 'this mock' }];
  router.get('/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(withServers(yamlText, servers(res)));
  });
  router.get('/docs/openapi.json', (_req, res) => {
    res.json({ ...openApiDocument(), servers: servers(res) });
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(page);
  });
  router.use('/docs', (req, res, next) => (ASSETS.has(req.path.slice(1)) ? assets(req, res, next) : next()));
  return router;
}
