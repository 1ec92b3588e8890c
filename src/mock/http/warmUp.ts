// The start-up's warm-up: one listing sent through the app on a private port before it serves anyone, and how to tell it apart.
import { get, type IncomingMessage, type RequestListener } from 'node:http';
import { PAGE_TYPE, LISTING_PATH } from '../../core/spec';
import { listen, type RequestClasses } from '../../net/server/listen';

/**
 * The start-up's own requests (marked in process only: no client can send one). A set, not a mark
 * on the request: once Express has given a request its own prototype, looking a mark up that is
 * not there walks the prototypes, twice a request (the log and the core ask).
 */
const warmUps = new WeakSet<IncomingMessage>();

/** Whether a request is the start-up's own, which the request log and the journal leave out. */
export const isWarmUp = (req: IncomingMessage): boolean => warmUps.has(req);

/**
 * Sends one listing through the app on a private loopback port before it serves anyone. express-openapi-validator builds a route's response checks on
 * the first request that reaches them (those not written ahead of time by precompiledResponseChecks.ts
 * are compiled then): here, rather than on a client's first
 * request. `key` must be a token with permission to list; `host`, the Host to send when
 * the loopback address is not allowed (`--allowed-hosts`); `classes`, the server's request classes.
 */
export async function warmUp(app: RequestListener, key: string, host?: string, classes?: RequestClasses): Promise<void> {
  const marked: RequestListener = (req, res) => {
    warmUps.add(req);
    app(req, res);
  };
  // Exclusive: in a node:cluster worker, port 0 would otherwise be one port shared by every worker's warm-up.
  // The classes of the server to come (`classes`), so that the warm-up's requests take the maps its clients' will.
  const server = await listen(marked, 0, '127.0.0.1', true, undefined, 1, classes);
  try {
    // node:http rather than fetch, whose first use alone costs loading undici.
    await new Promise<void>((resolve, reject) => {
      get(`${server.url}${LISTING_PATH}?type=${PAGE_TYPE}&limit=1`, { headers: { Authorization: `Token ${key}`, ...(host && { Host: host }) } }, (response) => {
        response.resume().once('end', resolve).once('error', reject);
      }).once('error', reject);
    });
  } finally {
    await server.close();
  }
}
