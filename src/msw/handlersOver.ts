// MSW handlers over a fetch handler (a dropped connection made MSW's network error), and the options both entries take.
import { http } from 'msw';
import { originOf, type FetchHandler, type FetchHandlerOptions } from '../fetch/browserSafe';

/** The options of `releasePagesHandlers`, the Node entry's and the browser build's alike. */
export interface ReleasePagesHandlersOptions extends FetchHandlerOptions {
  /** The origin the frontend calls the API on, e.g. `https://api.example.test`: every request to it is the mock's. */
  baseUrl: string;
}

/**
 * MSW handlers answering every request to `baseUrl` with a fetch handler (Node's or the browser
 * build's). Thin on purpose: only `Prefer: drop`'s rejection becomes MSW's network error
 * (`Response.error()`), as a dropped connection is to `fetch`.
 */
export function handlersOver(handle: FetchHandler, baseUrl: string) {
  const origin = originOf(baseUrl);
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
