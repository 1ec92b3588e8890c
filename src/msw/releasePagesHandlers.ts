import { http } from 'msw';
import { createFetchHandler, type FetchHandlerOptions } from '../fetch';
import { originOf } from '../fetch/originOf';

export interface ReleasePagesHandlersOptions extends FetchHandlerOptions {
  /** The origin the frontend calls the API on, e.g. `https://api.example.test`: every request to it is the mock's. */
  baseUrl: string;
}

/**
 * MSW handlers answering every request to `baseUrl` as the mock does. Thin on purpose: each request
 * goes to the fetch handler (the same core as the server); only `Prefer: drop`'s rejection becomes
 * MSW's network error (`Response.error()`), as a dropped connection is to `fetch`.
 */
export function releasePagesHandlers(options: ReleasePagesHandlersOptions) {
  const { baseUrl, ...handlerOptions } = options;
  const origin = originOf(baseUrl);
  const handle = createFetchHandler(handlerOptions);
  return [
    http.all(`${origin}/*`, async ({ request }) => {
      try {
        return await handle(request);
      } catch (error) {
        if (error instanceof TypeError) return Response.error();
        throw error;
      }
    }),
  ];
}
