// `npm run check:prism`: a third-party validator, Prism's validating proxy, in front of deployments
// written here. With openapi.spec.yaml it must report no response violation in front of deployments
// that answer as the documentation allows in other ways than the mock (restricted `fields`, every
// field without `fields`, extra fields, other error bodies, ties in another order, other status
// colours and wording), and some in front of deployments that break it; with openapi.yaml, none in
// front of the mock. Prints a line per deployment; exit code 1 when any expectation fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { listenLocally } from '../src/net/testing/listenLocally';
import { testApp } from '../src/mock/testing/testApp';
import { OPENAPI_PATH, OPENAPI_SPEC_PATH } from '../src/core/packageFiles';

type Body = { meta?: Record<string, unknown>; items?: Record<string, unknown>[] } & Record<string, unknown>;
/** Rewrites the mock's JSON answer to a request, as another deployment would answer it. */
type Rewrite = (body: Body, req: Request, status: number) => { status?: number; json?: unknown; html?: string };

const HEADER = 'x-deployment';
/** Requests sent through Prism to each deployment: plain, each filter, fields lists, paging, ordering, refusals. */
const QUERIES = [
  '',
  'limit=5',
  'limit=5&offset=5',
  'fields=*&limit=20',
  'fields=title&limit=5',
  'fields=id,expected_date&limit=5',
  'fields=title,status,meta&limit=5',
  'fields=_,title&limit=5',
  'fields=-title&limit=5',
  'ordering=-expected_date&fields=expected_date&limit=50',
  'ordering=expected_date&limit=50',
  'status=scheduled&fields=target_date,status&limit=10',
  'status=announced&fields=*&limit=10',
  'expected_date_after=2026-01-01&expected_date_before=2026-06-30&fields=expected_date',
  'search=report&search_operator=and&limit=10',
  'limit=abc',
  'status=unknown',
  'expected_date=2025-13-01',
  'limit=201',
  'fields=bogus',
];
/** Each query with the token; two more without one and with a wrong one (401). */
const requests = (): { query: string; authorization?: string }[] => [
  ...QUERIES.map((query) => ({ query, authorization: 'Token dev-token' })),
  { query: 'limit=1' },
  { query: 'limit=1', authorization: 'Token not-a-token' },
];

/** Only the names a `fields` list gives, as §4.1 reads it ("restricted to the requested fields"). */
const restricted: Rewrite = (body, req) => {
  const fields = new URL(req.url, 'http://x').searchParams.get('fields');
  if (!fields || fields === '*' || !body.items) return {};
  const names = fields.split(',').filter((name) => /^[a-z_]+$/.test(name) && name !== '_');
  if (fields.includes('-')) return {};
  return { json: { ...body, items: body.items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => names.includes(key)))) } };
};

/** A listing without `fields` answered with every field, as §4.1's sample shows. */
const everyField = (req: Request) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/api/v2/pages/' && !url.searchParams.has('fields')) url.searchParams.set('fields', '*');
  req.url = `${url.pathname}${url.search}`;
};

/** Fields the documentation does not name, everywhere (Wagtail's meta among them). */
const extraFields: Rewrite = (body) =>
  body.items
    ? {
        json: {
          ...body,
          meta: { ...body.meta, next: null },
          items: body.items.map((item) => ({
            ...item,
            ...(item.meta
              ? { meta: { ...(item.meta as object), show_in_menus: false, seo_title: '', search_description: '', alias_of: null, locale: 'en' } }
              : {}),
            page_colour: 'teal',
          })),
        },
      }
    : {};

/** Error bodies in other shapes: a JSON object of the deployment's own, or an HTML page. */
const otherErrors: Rewrite = (_body, _req, status) =>
  status === 401
    ? { html: '<html><body><h1>401 Unauthorized</h1></body></html>' }
    : status >= 400
      ? { json: { error: { status, reason: 'bad request' } } }
      : {};

/** Ties of expected_date by descending id, the mock's opposite. */
const tiesReversed: Rewrite = (body, req) => {
  const ordering = new URL(req.url, 'http://x').searchParams.get('ordering');
  if (!body.items || !ordering?.endsWith('expected_date')) return {};
  const sign = ordering.startsWith('-') ? -1 : 1;
  const items = [...body.items].sort((a, b) => sign * String(a.expected_date).localeCompare(String(b.expected_date)) || Number(b.id) - Number(a.id));
  return { json: { ...body, items } };
};

/** Other colours, labels and descriptions for the codes §2.4 does not fix (announced keeps its label). */
const otherColours: Rewrite = (body) =>
  body.items
    ? {
        json: {
          ...body,
          items: body.items.map((item) => {
            const status = item.status as { code: string; label: string; description: string } | undefined;
            if (!status) return item;
            return {
              ...item,
              status: {
                ...status,
                color: '#ABCDEF',
                ...(status.code === 'announced' ? {} : { label: status.code.toUpperCase(), description: 'See the release calendar.' }),
              },
            };
          }),
        },
      }
    : {};

/** Broken: a colour that is not #RRGGBB and a total_count that is a string. */
const broken: Rewrite = (body) =>
  body.items
    ? {
        json: {
          ...body,
          meta: { total_count: String(body.meta?.total_count) },
          items: body.items.map((item) => (item.status ? { ...item, status: { ...(item.status as object), color: 'blue' } } : item)),
        },
      }
    : {};

const REWRITES: Record<string, Rewrite> = { restricted, extraFields, otherErrors, tiesReversed, otherColours, broken };

/** Invalid parameters refused with 422 instead of 400: another 4xx, which §7 and §8 leave open (openapi.spec.yaml's `4XX`). */
function refusals422(res: Response): void {
  const status = res.status.bind(res);
  res.status = (code: number) => status(code === 400 ? 422 : code);
}

/** The mock behind the deployment each request names in its `x-deployment` header. */
function deployments(mock: Express): Express {
  const app = express();
  app.use((req, res, next) => {
    const name = String(req.headers[HEADER] ?? 'mock');
    if (name === 'everyField') everyField(req);
    if (name === 'refusals422') refusals422(res);
    const rewrite = REWRITES[name];
    if (rewrite) {
      const json = res.json.bind(res);
      const send = res.send.bind(res);
      res.json = (body: Body) => {
        const changed = rewrite(structuredClone(body), req, res.statusCode);
        if (changed.html !== undefined) return res.type('html').send(changed.html);
        return json(changed.json ?? body);
      };
      // The mock writes large listings as JSON bytes: read back, they are rewritten the same way.
      res.send = (body?: unknown) =>
        Buffer.isBuffer(body) && /json/.test(String(res.get('Content-Type'))) ? res.json(JSON.parse(body.toString())) : send(body);
    }
    next();
  });
  app.use(mock);
  return app;
}

async function startPrism(document: string, upstream: string, port: number): Promise<ChildProcess> {
  const prism = spawn(join(__dirname, '..', 'node_modules', '.bin', 'prism'), ['proxy', document, upstream, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  prism.stdout!.on('data', (chunk) => (output += chunk));
  prism.stderr!.on('data', (chunk) => (output += chunk));
  const started = performance.now();
  while (!output.includes('Prism is listening')) {
    if (performance.now() - started > 60_000 || prism.exitCode !== null) throw new Error(`prism did not start: ${output.slice(-500)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return prism;
}

/** Response violations Prism reports (its `sl-violations` header) over the requests to one deployment. */
async function responseViolations(port: number, deployment: string): Promise<string[]> {
  const found: string[] = [];
  for (const { query, authorization } of requests()) {
    const headers: Record<string, string> = { [HEADER]: deployment, Accept: 'application/json' };
    if (authorization) headers.Authorization = authorization;
    const res = await fetch(`http://127.0.0.1:${port}/api/v2/pages/?type=releases.ReleasePage${query ? `&${query}` : ''}`, {
      headers,
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as { location: string[]; message: string }[];
    for (const v of violations.filter((v) => v.location[0] === 'response')) found.push(`${query || '(no parameters)'}: ${v.location.join('.')} ${v.message}`);
  }
  return found;
}

async function main(): Promise<number> {
  const { app: mock } = testApp({ count: 300 });
  const upstream = await listenLocally(deployments(mock));
  const runs: { document: string; port: number; deployments: { name: string; conforming: boolean }[] }[] = [
    // A 422 is a status openapi.yaml does not list: only the spec profile's document admits it.
    {
      document: OPENAPI_PATH,
      port: 4791,
      deployments: [
        { name: 'mock', conforming: true },
        { name: 'refusals422', conforming: false },
      ],
    },
    {
      document: OPENAPI_SPEC_PATH,
      port: 4792,
      deployments: [
        { name: 'mock', conforming: true },
        { name: 'restricted', conforming: true },
        { name: 'everyField', conforming: true },
        { name: 'extraFields', conforming: true },
        { name: 'otherErrors', conforming: true },
        { name: 'tiesReversed', conforming: true },
        { name: 'otherColours', conforming: true },
        { name: 'refusals422', conforming: true },
        { name: 'broken', conforming: false },
      ],
    },
  ];
  let wrong = 0;
  const started = performance.now();
  try {
    for (const run of runs) {
      const prism = await startPrism(run.document, upstream.url, run.port);
      try {
        for (const { name, conforming } of run.deployments) {
          const violations = await responseViolations(run.port, name);
          const ok = conforming ? violations.length === 0 : violations.length > 0;
          if (!ok) wrong++;
          console.log(
            `${ok ? 'ok  ' : 'FAIL'} ${run.document.split('/').pop()} in front of ${name} (${conforming ? 'conforming' : 'broken'}): ${violations.length} response violations over ${requests().length} requests`,
          );
          for (const line of violations.slice(0, conforming ? 5 : 2)) console.log(`       ${line}`);
        }
      } finally {
        prism.kill();
      }
    }
  } finally {
    await upstream.close();
  }
  console.log(`prism: ${wrong === 0 ? 'every expectation held' : `${wrong} expectations failed`} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return wrong === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`prism: ${error.message}`);
    process.exit(2);
  },
);
