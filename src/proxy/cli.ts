// release-pages-proxy's flags, start and exit (a summary on SIGINT/SIGTERM).
import { Command, InvalidArgumentError, Option } from 'commander';
import { PROFILES, type Profile } from '../core/profile';
import { writeFileSync } from 'node:fs';
import { REPORT_PATH } from './names';
import { ProxyReport } from './report';
import { DEFAULT_LIMITS, DEFAULT_PROXY_MAX_CONNECTIONS, DEFAULT_MAX_CONNECTIONS_PER_CLIENT, type ProxyLimits } from './limits';
import { DEFAULT_TIMEOUTS } from '../net/server/connectionLimits';
import { DEFAULT_ACCEPT_HANDLES, MAX_ACCEPT_HANDLES } from '../net/server/acceptHandles';
import { gracefulShutdown } from '../net/server/shutdown';
import { PACKAGE_VERSION } from '../core/packageFiles';
import { printErr, printableLines } from '../core/printable';
import { codedLineOf } from '../core/errors';

const positiveInteger = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('not a non-negative integer');
  return n;
};

const atLeastOne = (value: string) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('not a positive integer');
  return n;
};

/**
 * The checks thread's nice value by default: the process's priority. A lower one leaves many more
 * answers unjudged on a loaded machine (bench/README.md), so it is asked for, not given.
 */
const DEFAULT_CHECKS_NICE = 0;

/** A thread's nice value: 0 (the process's priority) to 19 (the lowest). */
const niceValue = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 19) throw new InvalidArgumentError('not a nice value from 0 to 19');
  return n;
};

/** A count of accept handles: 1 (off) to MAX_ACCEPT_HANDLES. */
const acceptHandleCount = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_ACCEPT_HANDLES) throw new InvalidArgumentError(`not an integer from 1 to ${MAX_ACCEPT_HANDLES}`);
  return n;
};

/** An origin to forward to: http or https, no path (the client's path is the one sent), no credentials. */
const upstreamOrigin = (value: string) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('not a URL, such as https://staging.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('not an http or https URL');
  if (url.username || url.password) throw new InvalidArgumentError('a URL with credentials: clients send their own Authorization');
  if (url.pathname !== '/' || url.search || url.hash)
    throw new InvalidArgumentError("a URL with a path or query: give the origin only, the client's path is the one forwarded");
  return url;
};

/** Node's own default for a request's line and headers. */
const DEFAULT_MAX_HEADER_BYTES = 16_384;

interface Flags {
  upstream: URL;
  port: number;
  host: string;
  timeout: number;
  firstByteTimeout: number;
  maxBodySize: number;
  maxAnswerSize: number;
  maxInflatedSize: number;
  upstreamConnections: number;
  maxQueuedChecks: number;
  verdictWait: number;
  checksPriority: number;
  violationsHeader: boolean;
  maxConnections: number;
  maxConnectionsPerClient: number;
  headersTimeout: number;
  maxHeaderSize: number;
  acceptHandles: number;
  timezone?: string;
  profile: Profile;
  report?: string;
  errors: boolean;
  blockInvalid: boolean;
  failOnViolation: boolean;
}

/** The command and its flags, unparsed (the README's CI example is checked against them). */
export function proxyCommand(): Command {
  return (
    new Command('release-pages-proxy')
      // A refused flag's value is repeated in commander's message: made printable, a URL's password hidden.
      .configureOutput({ outputError: (text, write) => write(printableLines(text)) })
      .description(
        'A validating proxy: forwards each request to the upstream unchanged and reports every answer that breaks a rule of openapi.yaml or the contract suite.',
      )
      .version(PACKAGE_VERSION)
      .requiredOption('--upstream <url>', 'the origin to forward to, e.g. https://staging.example.com: the only host any request reaches', upstreamOrigin)
      .option('--port <n>', 'port to listen on (0: any free one)', positiveInteger, 4020)
      .option('--host <host>', 'address to listen on', '127.0.0.1')
      .option(
        '--timeout <ms>',
        'longest wait for a whole upstream answer (then a 502), and for the client to take it (then it is cut)',
        atLeastOne,
        DEFAULT_LIMITS.timeoutMs,
      )
      .option(
        '--first-byte-timeout <ms>',
        "longest wait for the upstream's answer headers, and longest pause within its body; then a 502",
        atLeastOne,
        DEFAULT_LIMITS.firstByteTimeoutMs,
      )
      .option('--max-body-size <bytes>', 'largest request body, streamed upstream as it comes; larger: 413', atLeastOne, DEFAULT_LIMITS.maxBodyBytes)
      .option('--max-answer-size <bytes>', 'largest upstream answer body, held whole to be judged; larger: 502', atLeastOne, DEFAULT_LIMITS.maxAnswerBytes)
      .option(
        '--max-inflated-size <bytes>',
        'a compressed answer is inflated for the checks up to this; past it the answer is passed on unjudged',
        atLeastOne,
        DEFAULT_LIMITS.maxInflatedBytes,
      )
      .option(
        '--upstream-connections <n>',
        'keep-alive connections to the upstream; further requests wait for one',
        atLeastOne,
        DEFAULT_LIMITS.upstreamConnections,
      )
      .option(
        '--max-queued-checks <n>',
        'answers waiting for the checks thread, each holding its body; past it an answer is passed on unjudged and counted',
        atLeastOne,
        DEFAULT_LIMITS.maxQueuedChecks,
      )
      .option(
        '--verdict-wait <ms>',
        'with --violations-header or --errors, longest wait of an answer for its verdict; then it goes on without',
        atLeastOne,
        DEFAULT_LIMITS.verdictWaitMs,
      )
      .option(
        '--checks-priority <nice>',
        "the checks thread's nice value, 0 (the process's priority) to 19 (the lowest): forwarding goes first on a busy machine, and more answers go unjudged (Linux; elsewhere the checks run at the process's priority)",
        niceValue,
        DEFAULT_CHECKS_NICE,
      )
      .option(
        '--max-connections <n>',
        'open client connections; at the cap, the one idle longest is closed to make room',
        atLeastOne,
        DEFAULT_PROXY_MAX_CONNECTIONS,
      )
      .option(
        '--max-connections-per-client <n>',
        "open connections of one client address; beyond it, that client's idle one is closed",
        atLeastOne,
        DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
      )
      .option('--headers-timeout <ms>', "longest time for a request's line and headers to arrive; then 408", atLeastOne, DEFAULT_TIMEOUTS.headersTimeoutMs)
      .option('--max-header-size <bytes>', 'largest request line and headers; larger: 431', atLeastOne, DEFAULT_MAX_HEADER_BYTES)
      .option(
        '--accept-handles <n>',
        `handles accepting connections on the listening socket, added after start-up by a helper process (1 to ${MAX_ACCEPT_HANDLES}; 1: only the server's own): Node 20 takes one waiting connection per handle and turn of its event loop, so under a flood of connections a new client waits in the kernel's queue; if the helper fails, one line on stderr and one handle`,
        acceptHandleCount,
        DEFAULT_ACCEPT_HANDLES,
      )
      .option('--timezone <zone>', "IANA zone of the server's today (without it, dates close to today are not judged)")
      .addOption(
        new Option('--profile <profile>', "spec: judge only what the API documentation states; mock: the mock's own choices too")
          .choices(PROFILES)
          .default('spec'),
      )
      .option('--report <file>', 'also write each violation line to this file')
      .option(
        '--violations-header',
        'each answer waits for its verdict and carries X-Contract-Violations: <count> (without it, answers go on at once and are judged beside)',
        false,
      )
      .option('--errors', 'answer 502 with the violations instead of a violating answer (each answer waits for its verdict)', false)
      .option('--block-invalid', 'answer 400 to a request the real API would refuse, instead of forwarding it', false)
      .option('--fail-on-violation', 'exit 1 on SIGINT/SIGTERM if any violation was seen', false)
  );
}

export function runProxy(args: string[]): void {
  const flags = proxyCommand().parse(args, { from: 'user' }).opts<Flags>();
  // Loaded once the flags are read: `--help` and `--version` do without undici and the server, which take time to load.
  /* eslint-disable @typescript-eslint/no-require-imports -- a require on first use is the lazy load; its type is the module's */
  const { upstreamPool } = require('./forward') as typeof import('./forward');
  const { serveProxy } = require('./serve') as typeof import('./serve');
  const { warmUpUndici } = require('./warmUpUndici') as typeof import('./warmUpUndici');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { upstream } = flags;
  if (flags.report) writeFileSync(flags.report, '');
  const report = new ProxyReport((line) => console.log(line), flags.report);
  const limits: ProxyLimits = {
    maxBodyBytes: flags.maxBodySize,
    maxAnswerBytes: flags.maxAnswerSize,
    maxInflatedBytes: flags.maxInflatedSize,
    firstByteTimeoutMs: flags.firstByteTimeout,
    timeoutMs: flags.timeout,
    upstreamConnections: flags.upstreamConnections,
    maxQueuedChecks: flags.maxQueuedChecks,
    verdictWaitMs: flags.verdictWait,
  };
  const options = {
    upstream,
    pool: upstreamPool(upstream, limits),
    limits,
    timezone: flags.timezone,
    profile: flags.profile,
    errors: flags.errors,
    violationsHeader: flags.violationsHeader,
    blockInvalid: flags.blockInvalid,
    checksNice: flags.checksPriority,
  };
  const connections = {
    ...DEFAULT_TIMEOUTS,
    headersTimeoutMs: flags.headersTimeout,
    // Node refuses a request timeout shorter than the headers' one.
    requestTimeoutMs: Math.max(DEFAULT_TIMEOUTS.requestTimeoutMs, flags.headersTimeout),
    maxConnections: flags.maxConnections,
    maxConnectionsPerClient: flags.maxConnectionsPerClient,
    maxHeaderBytes: flags.maxHeaderSize,
  };
  // A warm-up that fails costs the first answer its time, nothing else.
  warmUpUndici()
    .catch(() => undefined)
    .then(() => serveProxy(options, report, flags.port, flags.host, connections, flags.acceptHandles))
    .then(
      ({ server, url, checksSettled, checksPriority, acceptHandles }) => {
        printErr(`release-pages-proxy: ${url} -> ${upstream.origin} (counts at ${REPORT_PATH})`);
        // A performance aid fails soft: the proxy goes on accepting on its own handle.
        void acceptHandles.then(
          (outcome) => 'failed' in outcome && printErr(`release-pages-proxy: accepting on one handle only (--accept-handles): ${outcome.failed}`),
        );
        if (flags.checksPriority > 0 && !checksPriority.lowered)
          printErr(`release-pages-proxy: the checks run at the process's priority: ${checksPriority.why}`);
        // Answers under way finish (an upstream gets --timeout at most), so the summary counts them; a second signal waits for the same end.
        const shutdown = gracefulShutdown(server);
        const stop = () =>
          void shutdown(flags.timeout).then(async () => {
            await checksSettled();
            printErr(report.summary());
            // A rule that threw is the proxy's fault (2), before any verdict on the upstream.
            process.exit(report.counts.toolErrors > 0 ? 2 : flags.failOnViolation && report.violationCount > 0 ? 1 : 0);
          });
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      },
      (error: Error) => {
        printErr(`release-pages-proxy: ${codedLineOf('RPP_CANNOT_LISTEN', flags.host, flags.port, error.message)}`);
        process.exit(2);
      },
    );
}
