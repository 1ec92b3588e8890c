import express, { type Express, type Router } from 'express';
import { fullFormats } from 'ajv-formats/dist/formats';
import * as OpenApiValidator from 'express-openapi-validator';
import type { TokenRegistry } from '../auth/tokenRegistry';
import type { MockLogger } from '../mockLogger';
import { openApiDocument } from '../../core/openapi/document';
import type { ReleaseService } from '../service/releaseService';
import type { AdminContext } from '../admin';
import type { RequestJournal } from '../journal/requestJournal';
import type { AdminOriginPolicy } from '../admin/adminOrigins';
import type { HeldAnswers } from '../bounds/heldAnswers';
import { createMockCore } from '../core/createCore';
import { unroutable } from '../core/unroutable';
import { absoluteForm } from './absoluteForm';
import { answerThroughCore } from './coreAdapter';
import { docsRoutes, servesDocs } from './docs';
import { errorHandler, notFound } from './errorHandler';
import { requestLogger } from './requestLogger';
import { presetJsonBytes } from './presetJson';
import type { RunFaultOptions } from './provoked/runFaults';

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
  /** The admin routes (`--admin`), beside the API, which they are not part of. */
  admin?: AdminContext;
  /** Which pages' origins get CORS on the admin routes (`--admin-origin`); by default loopback ones only. */
  adminOrigins?: AdminOriginPolicy;
  /** The run's `--latency` and `--error-rate`, drawn from their seed; none by default. */
  runFaults?: RunFaultOptions;
  /** The request journal every request the core answers goes into; none when not given. */
  journal?: RequestJournal;
  /** `--vary-unstated` with its seed: the listing's answers vary what the spec leaves open (not checked against openapi.yaml). */
  varyUnstatedSeed?: number;
  /** The cap of answers held back by latency (`--max-held-answers`); its default otherwise. */
  heldAnswers?: HeldAnswers;
}

/**
 * Builds the HTTP app: Node's transport around the mock's core (src/mock/core), which decides every
 * answer. Express keeps only what a server alone has: the absolute-form target, the request log,
 * the check of each answer against openapi.yaml, and the `/docs` reference with its files.
 */
export function createApp(options: AppOptions): Express {
  const document = openApiDocument();
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const validateResponses = options.validateResponses !== false;
  const core = createMockCore({
    document,
    service: options.service,
    tokens: options.tokens,
    publicUrl,
    allowedHosts: options.allowedHosts,
    admin: options.admin,
    adminOrigins: options.adminOrigins,
    runFaults: options.runFaults,
    heldAnswers: options.heldAnswers,
    passes: servesDocs,
    keepValues: validateResponses,
    journal: options.journal,
    varyUnstatedSeed: options.varyUnstatedSeed,
  });
  const app = express();
  app.disable('x-powered-by');
  // Django and DRF send no ETag (without ConditionalGetMiddleware), and hashing a 200-item body costs more than building it.
  app.set('etag', false);
  app.use(absoluteForm);
  for (const router of options.routers ?? []) app.use(router);
  // A silent logger would still cost each request its child logger: mount none.
  if (options.logger && options.logger.level !== 'silent') app.use(requestLogger(options.logger));
  if (validateResponses) {
    const validator = express.Router().use(
      // Before the validator, so that a validated listing is sent as the bytes the core already has.
      presetJsonBytes,
      OpenApiValidator.middleware({
        apiSpec: structuredClone(document) as never,
        // The core checks requests (src/mock/core/queryCheck.ts); the validator checks only the answers, of the routes it knows.
        validateRequests: false,
        ignoreUndocumented: true,
        // The first problem of a response is enough to report the mock's bug, and stopping there is cheaper on 200 items.
        validateResponses: { allErrors: false },
        // ajv-formats' fast checks: in responses the full RFC 3986 `uri` and `date-time` checks took ~130 µs of a
        // 200-item page; records are checked in full where they enter (fixtures at start-up).
        validateFormats: true,
        ajvFormats: { mode: 'fast' },
        // But `date` in full: the fast one accepts 2025-02-30.
        formats: { date: fullFormats.date },
        validateSecurity: false,
        fileUploader: false,
        // $refs resolved once at start-up: the validator otherwise resolves a parameter's schema $ref on every request.
        $refParser: { mode: 'dereference' },
        // openapi.yaml is checked against the OpenAPI 3.1 schema by `npm run lint:openapi` and ships as checked;
        // checking it again on every start cost ~150 ms of the first answer.
        validateApiSpec: false,
      }),
    );
    // A path no route matches is the core's 404: the validator would refuse its broken escapes with a 400 of its own.
    app.use((req, res, next) => (unroutable(req.path) ? next() : validator(req, res, next)));
  }
  app.use(answerThroughCore(core, validateResponses));
  // The reference and the document need no token and are not in openapi.yaml: the requests the core passed on.
  app.use(docsRoutes({ publicUrl, token: options.docsToken }));
  app.use(notFound, errorHandler);
  return app;
}
