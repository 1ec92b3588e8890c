// The answers a client provokes (Prefer: code= and example=, --error-rate): Wagtail's and DRF's own bodies for each.
import type { OpenApiDocument } from '../../core/openapi/documentShape';
import { answerError, errorText } from '../../core/errors';
import { ERROR_PAGES } from '../http/provoked/errorPages';
import { operationExamples } from '../http/provoked/operationExamples';
import { parsePrefer, PreferError, type Preferences, type ProvokableCode } from '../http/provoked/preferHeader';
import { runFaults, type RunFault, type RunFaultOptions } from '../http/provoked/runFaults';
import { bytesAnswer, errorAnswer, jsonAnswer, utf8, type CoreAnswer, type HeaderList } from './answer';
import { forbidden, TOKEN_INVALID, unauthorized } from './tokenCheck';

/** The wait a provoked 429 announces, in `Retry-After` and in its detail. */
export const THROTTLE_WAIT_SECONDS = 60;

const PAGE_NOT_FOUND = answerError('RPA_PAGE_NOT_FOUND');

/** Wagtail's 404 for a page id it does not have. */
export const pageNotFound = (headers: HeaderList): CoreAnswer => errorAnswer(PAGE_NOT_FOUND, headers);

/** What the real deployment answers with this status: DRF's and Wagtail's bodies, or its HTML error pages. */
export function provokedAnswer(code: ProvokableCode, headers: HeaderList): CoreAnswer {
  switch (code) {
    case 401:
      // A token the site no longer knows (revoked, or a database restored without it).
      return unauthorized(headers, TOKEN_INVALID);
    case 403:
      return forbidden(headers);
    case 404:
      return pageNotFound(headers);
    case 429:
      // DRF's Throttled: the wait in seconds, in the header and in the detail.
      return errorAnswer(answerError('RPA_THROTTLED', THROTTLE_WAIT_SECONDS), [...headers, ['Retry-After', String(THROTTLE_WAIT_SECONDS)]]);
    default: {
      const page = ERROR_PAGES[code];
      return bytesAnswer(code, headers, page.contentType, utf8(page.html));
    }
  }
}

/** What a request provokes: an answer instead of the real one (or a dropped connection), and a wait first. */
export interface Provocation {
  /** `drop` for no answer; undefined for the real answer. */
  answer?: CoreAnswer | 'drop';
  latencyMs: number;
}

/**
 * The answers a request provokes with `Prefer`, and the run's `--latency` and `--error-rate`.
 * Decided before any latency, so that an unknown example is a 400 at once; a `Prefer` wins over
 * the run's faults, and every request draws its fault, whatever it asked, so that a `Prefer` on
 * one request does not shift the faults of the next. `firstIds` gives the ids a served example holds.
 */
export function provocations(
  document: OpenApiDocument,
  options: RunFaultOptions,
  firstIds: (count: number) => number[],
): (prefer: string | undefined, path: string, origin: string, headers: HeaderList, warmUp: boolean) => Provocation | CoreAnswer {
  const examplesFor = operationExamples(document, firstIds);
  const drawFault = runFaults(options);
  const decide = (preferences: Preferences, path: string, origin: string, headers: HeaderList, fault: RunFault): CoreAnswer | 'drop' | undefined => {
    const { drop, code, example } = preferences;
    if (drop) return 'drop';
    if (code) return { ...provokedAnswer(code, headers), provoked: `Prefer: code=${code}` };
    if (example !== undefined) {
      const examples = examplesFor(path, origin);
      if (!examples.has(example)) throw new PreferError(errorText('RPA_PREFER_EXAMPLE_UNKNOWN', example, [...examples.keys()]));
      return { ...jsonAnswer(200, headers, examples.get(example)), provoked: `Prefer: example=${example}` };
    }
    return fault.errorStatus ? { ...provokedAnswer(fault.errorStatus, headers), provoked: '--error-rate' } : undefined;
  };
  return (prefer, path, origin, headers, warmUp) => {
    // The start-up's own request draws no fault.
    const fault = warmUp ? { latencyMs: 0 } : drawFault();
    try {
      const preferences = parsePrefer(prefer);
      return { answer: decide(preferences, path, origin, headers, fault), latencyMs: preferences.latencyMs ?? fault.latencyMs };
    } catch (error) {
      if (!(error instanceof PreferError)) throw error;
      return jsonAnswer(400, headers, { message: error.message });
    }
  };
}
