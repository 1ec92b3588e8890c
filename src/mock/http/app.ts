import cors from 'cors';
import express, { type Express, type RequestHandler, type Router } from 'express';
import { fullFormats } from 'ajv-formats/dist/formats';
import * as OpenApiValidator from 'express-openapi-validator';
import type { TokenRegistry } from '../auth/tokenRegistry';
import type { MockLogger } from '../mockLogger';
import { openApiDocument } from '../../core/openapi/document';
import type { ReleaseService } from '../service/releaseService';
import { absoluteForm } from './absoluteForm';
import { docsRoutes } from './docs';
import { ALLOWED_METHODS, errorHandler, notFound } from './errorHandler';
import { keepLiteralQuery } from './literalQuery';
import { requestLogger } from './requestLogger';
import { noSniff } from './noSniff';
import { MOCK_NOW_HEADER, refuseMalformedNow, requestNow } from './requestNow';
import { presetJsonBytes } from './presetJson';
import { provokedAnswers } from './provoked/provokedAnswers';
import type { RunFaultOptions } from './provoked/runFaults';
import { reportQueryProblems, validatorDocument } from './reportQueryProblems';
import { requestOrigin } from './requestOrigin';
import { releaseRoutes } from './routes';
import { tokenAuthentication } from './tokenAuthentication';
import { unroutablePath } from './unroutablePath';

export interface AppOptions {
  service: ReleaseService;
  tokens: TokenRegistry;
  /** Origin for `detail_url` (e.g. `https://mock.example.com`); by default the origin each request came to. */
  publicUrl?: string;
  /** The Host names served (`--allowed-hosts`, from `hostPatternOf`); by default any well-formed Host. */
  allowedHosts?: readonly string[];
  /** Validate every response against openapi.yaml (default true); the production setting of the benchmark turns it off. */
  validateResponses?: boolean;
  /** Request log, one line per request; none when not given or silent. */
  logger?: MockLogger;
  /** A token key the `/docs` page pre-authorizes "Try it out" with; only the development token should be. */
  docsToken?: string;
  /** Routers mounted ahead of everything else, outside the API: the benchmark's own routes. */
  routers?: readonly Router[];
  /** The admin routes (`--admin`), mounted beside the API, which they are not part of. */
  admin?: Router;
  /** The run's `--latency` and `--error-rate`, drawn from their seed; none by default. */
  runFaults?: RunFaultOptions;
}

/**
 * Headers a cross-origin script may read beyond the safelisted ones: the clock, the 401's scheme,
 * the 429's wait, the 405's methods.
 */
const EXPOSED_HEADERS = ['Date', 'WWW-Authenticate', 'Retry-After', 'Allow'];

/**
 * `/api/v2/pages` → 301 `/api/v2/pages/`, query kept, with no body, as Django's APPEND_SLASH answers
 * (`res.redirect` would write an HTML or text body quoting the address).
 */
const appendSlash: RequestHandler = (req, res, next) => {
  if (req.path.endsWith('/')) return next();
  const queryStart = req.originalUrl.indexOf('?');
  const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
  res.status(301).location(`${req.baseUrl}${req.path}/${query}`).end();
};

/**
 * HEAD is GET without a body: validated, routed and answered as GET. Node's http server already
 * knows the request was HEAD (it decided when the response was created) and sends no body, so
 * the headers, Content-Length included, are exactly GET's.
 */
const headAsGet: RequestHandler = (req, _res, next) => {
  if (req.method === 'HEAD') req.method = 'GET';
  next();
};

/** Builds the HTTP app. It only wires: all data work is the service's. */
export function createApp(options: AppOptions): Express {
  const document = openApiDocument();
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const validateResponses = options.validateResponses !== false;
  const app = express();
  app.disable('x-powered-by');
  // Django and DRF send no ETag (without ConditionalGetMiddleware), and hashing a 200-item body costs more than building it.
  app.set('etag', false);
  app.use(noSniff, absoluteForm);
  for (const router of options.routers ?? []) app.use(router);
  // A silent logger would still cost each request its child logger: mount none.
  if (options.logger && options.logger.level !== 'silent') app.use(requestLogger(options.logger));
  // The Date header tells clients the mock's "now" (the clock's, or the request's X-Mock-Now), which status depends on.
  app.use(requestNow(() => options.service.now()));
  app.use(unroutablePath);
  // Browsers send CORS preflights without credentials, so OPTIONS is answered before authentication.
  app.options(/.*/, (_req, res, next) => {
    res.set('Allow', ALLOWED_METHODS);
    next();
  });
  app.use(
    cors({
      methods: ALLOWED_METHODS,
      allowedHeaders: ['Authorization', 'Content-Type', 'Prefer', MOCK_NOW_HEADER],
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    }),
  );
  // Host is checked before anything uses it (after CORS, so that a browser can read the 400).
  app.use(requestOrigin({ publicUrl, allowedHosts: options.allowedHosts }));
  // The reference and the document need no token and are not in openapi.yaml: before both.
  app.use(docsRoutes({ publicUrl, token: options.docsToken }));
  // Not in openapi.yaml either, and with their own token check: before the validator, which would answer 404.
  if (options.admin) app.use(options.admin);
  app.use('/api/v2', appendSlash);
  // A malformed X-Mock-Now is the request's own fault, answered before any answer it provokes.
  app.use('/api/v2/pages/', tokenAuthentication(options.tokens), refuseMalformedNow, provokedAnswers(document, options.runFaults ?? { seed: 0 }, options.service));
  app.use(headAsGet);
  // Before the validator, so that a validated listing is sent as the bytes its handler already has.
  if (validateResponses) app.use(presetJsonBytes);
  app.use(keepLiteralQuery);
  app.use(
    OpenApiValidator.middleware({
      apiSpec: validatorDocument(document) as never,
      // Values only: the validator would stop at the first unknown parameter (or empty value, which every
      // schema that does not allow one fails anyway); reportQueryProblems reports them with the rest.
      validateRequests: { allErrors: true, allowUnknownQueryParameters: true },
      // The first problem of a response is enough to report the mock's bug, and stopping there is cheaper on 200 items.
      validateResponses: validateResponses && { allErrors: false },
      // ajv-formats' fast checks, but `date` in full: the fast one accepts 2025-02-30, and dates are all
      // the formats a request has. In responses the full RFC 3986 `uri` and `date-time` checks took ~130 µs
      // of a 200-item page; records are checked in full where they enter (fixtures at start-up).
      validateFormats: true,
      ajvFormats: { mode: 'fast' },
      formats: { date: fullFormats.date },
      // The token is checked by tokenAuthentication above, which the validator's own check cannot do.
      validateSecurity: false,
      // No request has a body: the multipart middleware would only cost each request a check.
      fileUploader: false,
      // $refs resolved once at start-up: the validator otherwise resolves a parameter's schema $ref on every request.
      $refParser: { mode: 'dereference' },
      // openapi.yaml is checked against the OpenAPI 3.1 schema by `npm run lint:openapi` and ships as checked;
      // checking it again on every start cost ~150 ms of the first answer.
      validateApiSpec: false,
    }),
  );
  app.use(reportQueryProblems(document));
  app.use(releaseRoutes(options.service, validateResponses));
  app.use(notFound, errorHandler);
  return app;
}
