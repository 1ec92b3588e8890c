// `release-pages-mock/browser/msw`: the MSW handlers over the browser build, for `setupWorker` in a
// page or a Storybook (MSW 3.x or 2.x, a peer dependency). See docs/in-process.md.
import type { FetchHandlerOptions } from '../fetch/browserSafe';
import { handlersOver } from '../msw/browserSafe';
import { createFetchHandler } from '.';

export interface ReleasePagesHandlersOptions extends FetchHandlerOptions {
  /** The origin the frontend calls the API on, e.g. `https://api.example.test`: every request to it is the mock's. */
  baseUrl: string;
}

/** MSW handlers answering every request to `baseUrl` as the mock does, from the browser build. */
export function releasePagesHandlers(options: ReleasePagesHandlersOptions) {
  const { baseUrl, ...handlerOptions } = options;
  return handlersOver(createFetchHandler(handlerOptions), baseUrl);
}
