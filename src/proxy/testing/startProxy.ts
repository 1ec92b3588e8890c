// Helpers for the proxy's tests (not built into the commands): a proxy in front of an upstream, its report lines kept.
import { listen, type Listening } from '../../mock/http/listen';
import { proxyHandler, type ProxyOptions } from '../server';
import { ProxyReport } from '../report';

export interface RunningProxy extends Listening {
  report: ProxyReport;
  lines: string[];
}

export async function startProxy(upstream: string, options: Partial<Omit<ProxyOptions, 'upstream'>> = {}): Promise<RunningProxy> {
  const lines: string[] = [];
  const report = new ProxyReport((line) => lines.push(line));
  const handler = proxyHandler({ upstream: new URL(upstream), timeoutMs: 2000, errors: false, blockInvalid: false, timezone: 'UTC', profile: 'spec', ...options }, report);
  return { ...(await listen(handler, 0, '127.0.0.1')), report, lines };
}
