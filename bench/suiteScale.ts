// npm run bench:suite-scale: the contract suite's requests, run time and skipped rules against the
// mock in process at staging sizes; `--suite <dist>` runs another build's suite, to compare.
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { testApp } from '../src/mock/testing/testApp';
import { listenLocally } from '../src/net/testing/listenLocally';
import type { runSuite as RunSuite } from '../src/contract/suite/runSuite';
import { parseSize } from './sizes';

const options = new Command('bench:suite-scale')
  .addOption(new Option('--sizes <list>', 'releases in the mock, comma-separated (30k, 100k, ...)').default('30k,100k'))
  .addOption(new Option('--profile <profile>', 'profile of the suite').choices(['spec', 'mock']).default('spec'))
  .addOption(new Option('--suite <dist>', "a build's dist folder whose suite runs (default: this checkout's sources)"))
  .parse()
  .opts<{ sizes: string; profile: 'spec' | 'mock'; suite?: string }>();

async function main(): Promise<void> {
  const from = options.suite ? resolve(options.suite, 'contract/suite/runSuite.js') : '../src/contract/suite/runSuite';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runSuite } = require(from) as { runSuite: typeof RunSuite };
  console.log(`suite: ${options.suite ?? 'this checkout'}, profile ${options.profile}`);
  for (const size of options.sizes.split(',').map(parseSize)) {
    const { app } = testApp({ count: size, validateResponses: false });
    const server = await listenLocally(app);
    try {
      const run = await runSuite({ baseUrl: server.url, token: 'dev-token', profile: options.profile, timezone: 'UTC' });
      const named = (outcome: string) => run.results.filter((r) => r.outcome === outcome).map((r) => `${r.rule.name} (${r.reason ?? ''})`);
      console.log(`${size} releases: ${run.requests} requests in ${(run.durationMs / 1000).toFixed(1)} s; ${run.results.length} rules`);
      console.log(`  skipped: ${named('skipped').join('; ') || 'none'}`);
      console.log(`  failed: ${named('failed').join('; ') || 'none'}`);
      if (run.fault) console.log(`  fault: ${run.fault}`);
    } finally {
      await server.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(`bench:suite-scale: ${(error as Error).message}`);
  process.exitCode = 2;
});
