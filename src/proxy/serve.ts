// The proxy on a port: its handler on the shared server plumbing with the client-side bounds, and
// the upstream pool closed with it.
import { listen, type Listening } from '../net/server/listen';
import type { ConnectionLimits } from '../net/server/connectionLimits';
import { reportedRequest, type ProxyReport } from './report';
import { refusedTarget } from './requestTarget';
import { proxyHandler, type ProxyOptions } from './server';

/** Serves the proxy on `host:port` (0: a free one); `close` stops it and its upstream connections. */
export async function serveProxy(options: ProxyOptions, report: ProxyReport, port: number, host: string, connections: ConnectionLimits): Promise<Listening> {
  const listening = await listen(proxyHandler(options, report), port, host, false, connections);
  // The plumbing answers CONNECT 405 itself, before any handler: counted here with the other refusals.
  listening.server.on('connect', (request: { url?: string; headers: { authorization?: string } }) => {
    const target = request.url ?? '';
    report.refused(reportedRequest('CONNECT', target, request.headers.authorization), refusedTarget('CONNECT', target, options.upstream) ?? '');
  });
  return {
    ...listening,
    close: async () => {
      await listening.close();
      await options.pool.destroy();
    },
  };
}
