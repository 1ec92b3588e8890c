// npm run soak -- --seconds 60: the compiled mock under a mix of valid, invalid, unauthenticated,
// hostile-Host and slow clients. Exit code 1 on any unexpected answer or memory growth after the warm-up.
import { Command, InvalidArgumentError, Option } from 'commander';
import { DEFAULT_SOAK, MAX_GROWTH_PERCENT, runSoak, soakPassed, type SoakReport } from './soakRun';

const positive = (value: string): number => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1) throw new InvalidArgumentError('expected a whole number from 1');
  return n;
};

/** The report as the README quotes it. */
export function formatSoak(report: SoakReport): string[] {
  const total = Object.values(report.served).reduce((sum, n) => sum + n, 0);
  const { start, afterWarmUp, end } = report.residentMb;
  return [
    `soak: ${total.toLocaleString('en-US')} requests served in ${report.seconds} s (${Math.round(total / report.seconds)}/s)`,
    `  by kind:      ${Object.entries(report.served)
      .map(([kind, n]) => `${kind} ${n.toLocaleString('en-US')}`)
      .join(', ')}`,
    `  unexpected:   ${report.unexpectedCount}`,
    ...report.firstUnexpected.map((u) => `    ${u.kind}: ${u.request} -> ${u.got}`),
    `  resident:     ${start} MB at start, ${afterWarmUp} MB after the warm-up, ${end} MB at the end: ${report.growthAfterWarmUpPercent}% after the warm-up (limit ${MAX_GROWTH_PERCENT}%)`,
    `  valid:        p50 ${report.validMs.p50} ms, p99 ${report.validMs.p99} ms`,
    `  result:       ${soakPassed(report) ? 'passed' : 'FAILED'}`,
  ];
}

async function main(): Promise<void> {
  const options = new Command('soak')
    .addOption(new Option('--seconds <n>', 'how long to drive the server').argParser(positive).default(DEFAULT_SOAK.seconds))
    .addOption(new Option('--connections <n>', 'fast clients, each on a keep-alive connection').argParser(positive).default(DEFAULT_SOAK.connections))
    .addOption(new Option('--slow-clients <n>', 'clients that dribble each request over 2 s').argParser(positive).default(DEFAULT_SOAK.slowClients))
    .parse(process.argv.slice(2), { from: 'user' })
    .opts<{ seconds: number; connections: number; slowClients: number }>();
  const report = await runSoak({ ...DEFAULT_SOAK, ...options });
  for (const line of formatSoak(report)) console.log(line);
  process.exitCode = soakPassed(report) ? 0 : 1;
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`soak: ${error.message}`);
    process.exit(1);
  });
}
