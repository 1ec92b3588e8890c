// MSW handlers answering every request to the API's origin as the mock does.
import { createFetchHandler, type FetchHandlerOptions } from '../fetch';
import { handlersOver } from './handlersOver';

export interface ReleasePagesHandlersOptions extends FetchHandlerOptions {
  /** The origin the frontend calls the API on, e.g. `https://api.example.test`: every request to it is the mock's. */
  baseUrl: string;
}

/** MSW handlers answering every request to `baseUrl` as the mock does: each request goes to the fetch handler (the same core as the server). */
export function releasePagesHandlers(options: ReleasePagesHandlersOptions) {
  const { baseUrl, ...handlerOptions } = options;
  return handlersOver(createFetchHandler(handlerOptions), baseUrl);
}
