// The proxy on a port: its handler on the shared server plumbing with the client-side bounds, and
// the upstream pool closed with it.
import { listen, type Listening } from '../net/server/listen';
import type { ConnectionLimits } from '../net/server/connectionLimits';
import { reportedRequest, type ProxyReport } from './report';
import { refusedTarget } from './refusedTarget';
import { proxyHandler, type ProxyOptions } from './proxyHandler';
import { CheckQueue } from './checkQueue';
import type { PriorityOutcome } from '../net/thread/threadPriority';

export interface ServingProxy extends Listening {
  /** Resolves once every answer sent so far is in the report, its lines written. */
  checksSettled: () => Promise<void>;
  /** Whether the checks thread runs at the nice value asked for. */
  checksPriority: PriorityOutcome;
}

/**
 * Serves the proxy on `host:port` (0: a free one) once its checks thread is ready; `close` stops
 * it, waits for the checks of the answers sent (and writes the report's lines held back), and ends the thread and the upstream connections.
 * `acceptHandles` handles accept on the listening socket (--accept-handles), added after it listens.
 */
export async function serveProxy(
  options: ProxyOptions,
  report: ProxyReport,
  port: number,
  host: string,
  connections: ConnectionLimits,
  acceptHandles = 1,
): Promise<ServingProxy> {
  const checks = new CheckQueue(
    { profile: options.profile, timezone: options.timezone, maxInflatedBytes: options.limits.maxInflatedBytes, nice: options.checksNice },
    options.limits.maxQueuedChecks,
  );
  const checksPriority = await checks.ready();
  const listening = await listen(proxyHandler(options, report, checks), port, host, false, connections, acceptHandles);
  // The plumbing answers CONNECT 405 itself, before any handler: counted here with the other refusals.
  listening.server.on('connect', (request: { url?: string; headers: { authorization?: string } }) => {
    const target = request.url ?? '';
    report.refused(reportedRequest('CONNECT', target, request.headers.authorization), refusedTarget('CONNECT', target, options.upstream) ?? '');
  });
  return {
    ...listening,
    checksSettled: () => checks.settled().then(() => report.flush()),
    checksPriority,
    close: async () => {
      await listening.close();
      await checks.settled();
      report.flush();
      await checks.close();
      await options.pool.destroy();
    },
  };
}
