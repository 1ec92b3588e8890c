// release-pages-proxy's flags, start and exit (a summary on SIGINT/SIGTERM).
import { Command, InvalidArgumentError, Option } from 'commander';
import { writeFileSync } from 'node:fs';
import { prepareChecks, proxyHandler, REPORT_PATH } from './server';
import { ProxyReport } from './report';
import { listen } from '../mock/http/listen';
import { gracefulShutdown } from '../mock/shutdown';
import { PACKAGE_VERSION } from '../core/packageFiles';
import { PROFILES, type Profile } from '../core/profile';

const positiveInteger = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('not a non-negative integer');
  return n;
};

interface Flags {
  upstream: string;
  port: number;
  host: string;
  timeout: number;
  timezone?: string;
  profile: Profile;
  report?: string;
  errors: boolean;
  blockInvalid: boolean;
  failOnViolation: boolean;
}

/** The command and its flags, unparsed (the README's CI example is checked against them). */
export function proxyCommand(): Command {
  return new Command('release-pages-proxy')
    .description('A validating proxy: forwards each request to the upstream unchanged and reports every answer that breaks a rule of openapi.yaml or the contract suite.')
    .version(PACKAGE_VERSION)
    .requiredOption('--upstream <url>', 'the API to forward to, e.g. https://staging.example.com')
    .option('--port <n>', 'port to listen on (0: any free one)', positiveInteger, 4020)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--timeout <ms>', 'longest wait for a whole upstream answer', positiveInteger, 30_000)
    .option('--timezone <zone>', "IANA zone of the server's today (without it, dates close to today are not judged)")
    .addOption(new Option('--profile <profile>', 'spec: judge only what the API documentation states; mock: the mock\'s own choices too').choices(PROFILES).default('spec'))
    .option('--report <file>', 'also write each violation line to this file')
    .option('--errors', 'answer 502 with the violations instead of a violating answer', false)
    .option('--block-invalid', 'answer 400 to a request the real API would refuse, instead of forwarding it', false)
    .option('--fail-on-violation', 'exit 1 on SIGINT/SIGTERM if any violation was seen', false);
}

export function runProxy(args: string[]): void {
  const flags = proxyCommand().parse(args, { from: 'user' }).opts<Flags>();
  const upstream = new URL(flags.upstream);
  if (flags.report) writeFileSync(flags.report, '');
  const report = new ProxyReport((line) => console.log(line), flags.report);
  prepareChecks(flags.profile, flags.timezone);
  const handler = proxyHandler({ upstream, timeoutMs: flags.timeout, timezone: flags.timezone, profile: flags.profile, errors: flags.errors, blockInvalid: flags.blockInvalid }, report);
  // The mock's listen: the same server the tests start, whose client errors are answered in JSON.
  listen(handler, flags.port, flags.host).then(
    ({ server, url }) => {
      console.error(`release-pages-proxy: ${url} -> ${upstream.origin} (counts at ${REPORT_PATH})`);
      // Answers under way finish (an upstream gets --timeout at most), so the summary counts them; a second signal waits for the same end.
      const shutdown = gracefulShutdown(server);
      const stop = () =>
        void shutdown(flags.timeout).then(() => {
          console.error(report.summary());
          // A rule that threw is the proxy's fault (2), before any verdict on the upstream.
          process.exit(report.counts.toolErrors > 0 ? 2 : flags.failOnViolation && report.violationCount > 0 ? 1 : 0);
        });
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: Error) => {
      console.error(`release-pages-proxy: cannot listen on ${flags.host}:${flags.port}: ${error.message}`);
      process.exit(2);
    },
  );
}
