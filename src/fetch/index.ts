// `release-pages-mock/fetch`: the mock in process, as a standard fetch handler over the same core
// as the server (src/mock/pipeline). See docs/in-process.md. In a browser: `release-pages-mock/browser`.
import { NODE_SOURCES } from '../mock/nodeSources';
import { assembleFetchHandler, type FetchHandlerOptions, type JournaledFetchHandler } from './browserSafe';

export type { FetchHandler, FetchHandlerOptions, JournaledFetchHandler } from './browserSafe';
/** The permission a token of `tokens` needs to read release pages. */
export { LIST_PERMISSION, type TokenGrant } from '../mock/auth/tokenRegistry';

/**
 * The mock as `(request: Request) => Promise<Response>`, with the server's options and answers:
 * for a frontend's tests (MSW, a service worker, Playwright's `page.route`) without a port.
 */
export function createFetchHandler(options: FetchHandlerOptions = {}): JournaledFetchHandler {
  return assembleFetchHandler(options, NODE_SOURCES);
}
