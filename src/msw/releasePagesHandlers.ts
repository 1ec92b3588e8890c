// MSW handlers answering every request to the API's origin as the mock does.
import { createFetchHandler } from '../fetch';
import { handlersOver, type ReleasePagesHandlersOptions } from './handlersOver';

export type { ReleasePagesHandlersOptions } from './handlersOver';

/** MSW handlers answering every request to `baseUrl` as the mock does: each request goes to the fetch handler (the same core as the server). */
export function releasePagesHandlers(options: ReleasePagesHandlersOptions) {
  const { baseUrl, ...handlerOptions } = options;
  return handlersOver(createFetchHandler(handlerOptions), baseUrl);
}
