// `release-pages-mock/browser/msw`: the MSW handlers over the browser build, for `setupWorker` in a
// page or a Storybook (MSW 3.x or 2.x, a peer dependency). See docs/in-process.md.
import { handlersOver, type ReleasePagesHandlersOptions } from '../msw/browserSafe';
import { createFetchHandler } from '.';

export type { ReleasePagesHandlersOptions } from '../msw/browserSafe';

/** MSW handlers answering every request to `baseUrl` as the mock does, from the browser build. */
export function releasePagesHandlers(options: ReleasePagesHandlersOptions) {
  const { baseUrl, ...handlerOptions } = options;
  return handlersOver(createFetchHandler(handlerOptions), baseUrl);
}
