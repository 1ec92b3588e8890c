// The Express app: Node's HTTP transport around the mock's core, with what only a server has.
import express, { type Express, type RequestHandler } from 'express';
import type { MockLogger } from '../mockLogger';
import { openApiDocument } from '../../core/openapi/document';
import { createMockCore } from '../pipeline/createCore';
import type { CoreOptions } from '../pipeline/coreOptions';
import { unroutable } from '../pipeline/unroutable';
import { absoluteForm } from './absoluteForm';
import { answerThroughCore } from './coreAdapter';
import { docsRoutes, servesDocs } from './docs';
import { journalPageRoutes, servesJournalPage } from './journalPage';
import { errorHandler, notFound } from './errorHandler';
import { firstStepOf, raisePassedError } from './expressInternals';
import { requestLogger } from './requestLogger';
import { responseValidator } from './responseValidator';

/** The core's options a server is made of (the core's own fields, commented there), and what only a server has. */
export interface AppOptions extends Omit<CoreOptions, 'document' | 'adminHostsChecked' | 'passes' | 'keepValues'> {
  /** Validate every response against openapi.yaml (default true); the production setting of the benchmark turns it off. */
  validateResponses?: boolean;
  /** Request log, one line per request; none when not given or silent. */
  logger?: MockLogger;
  /** A token key the `/docs` page pre-authorizes "Try it out" with; only the development token should be. */
  docsToken?: string;
  /** Routers or handlers mounted ahead of everything else, outside the API: the benchmark's own routes, the search's wait for its index. */
  routers?: readonly RequestHandler[];
  /** Serve the live journal page at /__mock/journal (to this machine only; needs `journal`). */
  journalPage?: boolean;
}

/**
 * Builds the HTTP app: Node's transport around the mock's core (src/mock/pipeline), which decides every
 * answer. Express keeps only what a server alone has: the absolute-form target, the request log,
 * the check of each answer against openapi.yaml, and the `/docs` reference with its files.
 */
export function createApp(options: AppOptions): Express {
  const document = openApiDocument();
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const validateResponses = options.validateResponses !== false;
  const journalPage = options.journalPage && options.journal;
  // The core reads its own fields of the options and nothing of the server's.
  const core = createMockCore({
    ...options,
    document,
    adminHostsChecked: true,
    passes: journalPage ? (path) => servesDocs(path) || servesJournalPage(path) : servesDocs,
    keepValues: validateResponses,
  });
  const app = express();
  app.disable('x-powered-by');
  // Django and DRF send no ETag (without ConditionalGetMiddleware), and hashing a 200-item body costs more than building it.
  app.set('etag', false);
  // A silent logger would still cost each request its line's listeners: none.
  const logRequest = options.logger && options.logger.level !== 'silent' ? requestLogger(options.logger) : undefined;
  const validator = validateResponses ? responseValidator(document) : undefined;
  const answer = answerThroughCore(core, validateResponses);
  // One step from the socket to the core: each Express layer costs a router step on every request.
  const toCore: RequestHandler = (req, res, next) => {
    absoluteForm(req);
    logRequest?.(req, res);
    // A path no route matches is the core's 404: the validator would refuse its broken escapes with a 400 of its own.
    if (validator === undefined || unroutable(req.path)) return answer(req, res, next);
    validator(req, res, (error?: unknown) => (error === undefined || error === null ? answer(req, res, next) : next(error)));
  };
  // Routers given to run first keep the router's walk for every request; without them, the step to the core runs before it.
  if (options.routers?.length) {
    for (const router of options.routers) app.use(router);
    app.use(toCore);
  } else {
    app.use(raisePassedError);
    firstStepOf(app, toCore);
  }
  // The reference and the document need no token and are not in openapi.yaml: the requests the core passed on.
  app.use(docsRoutes({ publicUrl, token: options.docsToken }));
  if (journalPage) app.use(journalPageRoutes(journalPage));
  app.use(notFound, errorHandler);
  return app;
}
