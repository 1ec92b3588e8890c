// The hostile-input attacks on a compiled release-pages-proxy, with figures: what each attack's requests got,
// the proxy's peak resident memory, the slowest answer to a client asking beside the attack, whether
// the proxy survived, and its forwarding thread's time on a CPU and waiting for one (a figure taken
// on a loaded machine says how loaded by the second). For this build, or another one's (`--bin`, to compare), with
// a watchdog that kills a proxy past --kill-above-mb so that an unbounded build cannot take the machine.
// --proxy-flags='...': the proxy's own flags, space-separated (`--proxy-flags='--accept-handles 1'`, to compare).
//   npm run build && ts-node --transpile-only bench/proxyAttacks.ts [--bin dist/bin/release-pages-proxy.js] [--kill-above-mb 1500] [--only relay,body,bomb,endless,clients,slowloris] [--relay-generated 300] [--proxy-flags='--accept-handles 4']
import { parseArgs } from 'node:util';
import {
  endlessAnswers,
  gzipBombs,
  hugeBody,
  manyClients,
  PROXY_BIN,
  relayAttempts,
  slowloris,
  startProxyProcess,
  type AttackFigures,
  type Target,
} from '../src/proxy/testing/attacks';
import { startHostileUpstream } from '../src/proxy/testing/hostileUpstream';

/** Seeded relay targets beside the fixed forms: fewer for a build that waits on each (`--relay-generated`). */
let relayGenerated = 300;

/** The wait between a proxy's listening line and its attack. */
const SETTLE_MS = 2000;

const ATTACKS: Record<string, (target: Target) => Promise<AttackFigures>> = {
  relay: (target) => relayAttempts(target, relayGenerated),
  body: (target) => hugeBody(target, 2048),
  bomb: (target) => gzipBombs(target, 8),
  endless: (target) => endlessAnswers(target, 8),
  clients: (target) => manyClients(target, 2000),
  slowloris: (target) => slowloris(target, 2000, 4000),
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bin: { type: 'string', default: PROXY_BIN },
      'kill-above-mb': { type: 'string', default: '1500' },
      only: { type: 'string' },
      'relay-generated': { type: 'string', default: '300' },
      'proxy-flags': { type: 'string', default: '' },
    },
  });
  const proxyFlags = values['proxy-flags'].split(' ').filter(Boolean);
  relayGenerated = Number(values['relay-generated']);
  const names = values.only ? values.only.split(',') : Object.keys(ATTACKS);
  const upstream = await startHostileUpstream(3000);
  for (const name of names) {
    // A fresh proxy per attack: one attack's damage does not count against the next.
    const proxy = await startProxyProcess(upstream.url, proxyFlags, { bin: values.bin, nodeFlags: ['--max-old-space-size=1024'] });
    // It adds its accept handles some time after it listens: the attack meets the proxy as it runs, not as it starts.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const figures = await ATTACKS[name]({ proxy, upstream, killAboveMb: Number(values['kill-above-mb']) });
    console.log(JSON.stringify({ attack: name, proxyFlags: proxyFlags.join(' '), ...figures }));
    await proxy.stop();
  }
  await upstream.close();
}

void main();
