// Playwright routing: every request of a page to the API's origin answered by the mock's fetch handler.
import { createFetchHandler, type FetchHandlerOptions } from '../fetch';
import { originOf } from '../fetch/browserSafe';

// What the helper uses of Playwright's Page, Route and Request, structurally: any Playwright
// (`playwright`, `@playwright/test`, `playwright-core`) fits, and the package depends on none.
interface RoutedRequest {
  url(): string;
  method(): string;
  allHeaders(): Promise<Record<string, string>>;
  postDataBuffer(): Buffer | null;
}
interface Route {
  request(): RoutedRequest;
  fulfill(answer: { status: number; headers: Record<string, string>; body: Buffer }): Promise<void>;
  abort(errorCode?: string): Promise<void>;
}
export interface RoutablePage {
  route(url: (url: URL) => boolean, handler: (route: Route) => Promise<void>): Promise<unknown>;
}

export interface ReleasePagesRouteOptions extends FetchHandlerOptions {
  /** The origin the page calls the API on, e.g. `https://api.example.test`: every request to it is the mock's. */
  baseUrl: string;
}

// A fetch Request cannot carry these: the fetch handler reads the Host from the URL.
const FORBIDDEN_REQUEST_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/**
 * Answers every request the page sends to `baseUrl` with the mock, in the test's process. Thin on
 * purpose: each request goes to the fetch handler (the same core as the server); `Prefer: drop`'s
 * rejection becomes an aborted request (`connectionfailed`), as a dropped connection is to the page.
 */
export async function routeReleasePages(page: RoutablePage, options: ReleasePagesRouteOptions): Promise<void> {
  const { baseUrl, ...handlerOptions } = options;
  const origin = originOf(baseUrl);
  const handle = createFetchHandler(handlerOptions);
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      const sent = route.request();
      const headers = Object.entries(await sent.allHeaders()).filter(([name]) => !FORBIDDEN_REQUEST_HEADERS.has(name.toLowerCase()));
      const method = sent.method();
      const body = method === 'GET' || method === 'HEAD' ? null : sent.postDataBuffer();
      const request = new Request(sent.url(), { method, headers, body: body === null ? null : new Uint8Array(body) });
      let answer: Response;
      try {
        answer = await handle(request);
      } catch (error) {
        if (error instanceof TypeError) return route.abort('connectionfailed');
        throw error;
      }
      await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) });
    },
  );
}
