// Helpers for the proxy's tests (not built into the commands): a proxy in front of an upstream, its report lines kept.
import { DEFAULT_TIMEOUTS } from '../../net/server/connectionLimits';
import { upstreamPool } from '../forward';
import { DEFAULT_LIMITS, DEFAULT_PROXY_MAX_CONNECTIONS, type ProxyLimits } from '../limits';
import { serveProxy, type ServingProxy } from '../serve';
import type { ProxyOptions } from '../proxyHandler';
import { ProxyReport } from '../report';

export interface RunningProxy extends ServingProxy {
  report: ProxyReport;
  lines: string[];
}

/** The tests ask for the violations header by default: each answer waits for its verdict, so the report holds it once the answer is read. */
type TestOptions = Partial<Omit<ProxyOptions, 'upstream' | 'pool' | 'limits'>> & { limits?: Partial<ProxyLimits> };

export async function startProxy(upstream: string, { limits: given, ...options }: TestOptions = {}): Promise<RunningProxy> {
  const lines: string[] = [];
  const report = new ProxyReport((line) => lines.push(line));
  const limits = { ...DEFAULT_LIMITS, timeoutMs: 2000, ...given };
  const url = new URL(upstream);
  const proxyOptions = {
    upstream: url,
    pool: upstreamPool(url, limits),
    limits,
    errors: false,
    violationsHeader: true,
    blockInvalid: false,
    checksNice: 0,
    timezone: 'UTC',
    profile: 'spec' as const,
    ...options,
  };
  const listening = await serveProxy(proxyOptions, report, 0, '127.0.0.1', { maxConnections: DEFAULT_PROXY_MAX_CONNECTIONS, ...DEFAULT_TIMEOUTS });
  return { ...listening, report, lines };
}
