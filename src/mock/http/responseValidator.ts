// The response check of express-openapi-validator as the mock sets it up, with its checks compiled ahead of time.
import { Router } from 'express';
import { fullFormats } from 'ajv-formats/dist/formats';
import * as OpenApiValidator from 'express-openapi-validator';
import type { OpenApiDocument } from '../../core/openapi/documentShape';
import { precompiledResponseChecks } from './precompiledResponseChecks';
import { presetJsonBytes } from './presetJson';
import { specCheckOnlyWhenAsked } from './specCheckOnlyWhenAsked';

/**
 * Two of the validator's middleware do nothing for the mock and still wait on a promise on every
 * request: `pathParamsMiddleware` installs `app.param` handlers for Express routes with path
 * parameters (the mock routes none: the core reads the path), `securityMiddleware` is a no-op with
 * `validateSecurity: false`. Named by their function names (5.6.2); should a release rename them,
 * they are only kept again.
 */
const NOT_NEEDED = new Set(['pathParamsMiddleware', 'securityMiddleware']);

/** express-openapi-validator's options for the mock (also what `npm run gen:response-checks` compiles ahead of time). */
export function responseValidatorOptions(document: OpenApiDocument): Parameters<typeof OpenApiValidator.middleware>[0] {
  return {
    apiSpec: structuredClone(document) as never,
    // The core checks requests (src/mock/pipeline/queryCheck.ts); the validator checks only the answers, of the routes it knows.
    validateRequests: false,
    ignoreUndocumented: true,
    // The first problem of a response is enough to report the mock's bug, and stopping there is cheaper on 200 items.
    validateResponses: { allErrors: false },
    // ajv-formats' fast checks: in responses the full RFC 3986 `uri` and `date-time` checks are a large share of a
    // 200-item page's check; records are checked in full where they enter (fixtures at start-up).
    validateFormats: true,
    ajvFormats: { mode: 'fast' },
    // But `date` in full: the fast one accepts 2025-02-30.
    formats: { date: fullFormats.date },
    validateSecurity: false,
    fileUploader: false,
    // $refs resolved once at start-up: the validator otherwise resolves a parameter's schema $ref on every request.
    $refParser: { mode: 'dereference' },
    // openapi.yaml is checked against the OpenAPI 3.1 schema by `npm run lint:openapi` and ships as checked;
    // checking it again on every start would delay the first answer, and building that check more (specCheckOnlyWhenAsked.ts).
    validateApiSpec: false,
  };
}

/** The check of every answer against openapi.yaml: express-openapi-validator, configured for the mock. */
export function responseValidator(document: OpenApiDocument): Router {
  specCheckOnlyWhenAsked();
  precompiledResponseChecks();
  return Router().use(
    // Before the validator, so that a validated listing is sent as the bytes the core already has.
    presetJsonBytes,
    OpenApiValidator.middleware(responseValidatorOptions(document)).filter((middleware) => !NOT_NEEDED.has(middleware.name)),
  );
}
