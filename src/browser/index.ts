// `release-pages-mock/browser`: the fetch handler for a browser page or a service worker. Same core,
// options and answers as `release-pages-mock/fetch`; no Node built-in and no faker on its path, and
// no code generated at run time (validators compiled ahead of time), so a strict content security
// policy (no 'unsafe-eval') lets it run. It serves the default dataset (seed 42, 500 releases)
// from the draws shipped with the package, or `fixtures`. See docs/in-process.md.
import { releasePage } from '../core/generated/recordValidators';
import { CodedError, type ErrorCode } from '../core/errors';
import { DEFAULT_DATASET, defaultDataset } from '../mock/data/defaultDataset';
import { assembleFetchHandler, type FetchHandlerOptions, type JournaledFetchHandler } from '../fetch/browserSafe';

export type { FetchHandler, FetchHandlerOptions, JournaledFetchHandler } from '../fetch/browserSafe';
/** The permission a token of `tokens` needs to read release pages (what `release-pages-mock/fetch` exports, here too: a bundler for the browser gives this file for that subpath). */
export { LIST_PERMISSION, type TokenGrant } from '../mock/auth/tokenRegistry';

/** A seed or count the browser build cannot serve: it ships the default dataset's draws, not the generator. */
export class BrowserDatasetError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/**
 * The mock as `(request: Request) => Promise<Response>` in a browser, as `createFetchHandler` of
 * `release-pages-mock/fetch` gives it in Node, for the default dataset or `fixtures`.
 */
export function createFetchHandler(options: FetchHandlerOptions = {}): JournaledFetchHandler {
  return assembleFetchHandler(options, {
    generated: (seed, count, clock) => {
      if (seed !== DEFAULT_DATASET.seed || count !== DEFAULT_DATASET.count) {
        throw new BrowserDatasetError('RPM_BROWSER_DATASET_UNAVAILABLE', seed, count, DEFAULT_DATASET.seed, DEFAULT_DATASET.count);
      }
      return defaultDataset(clock);
    },
    // admin.openapi.yaml's ReleasePage is openapi.yaml's (a $ref): the same compiled check.
    validateRelease: () => releasePage,
  });
}
