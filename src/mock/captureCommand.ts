import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { PACKAGE_VERSION } from '../core/packageFiles';
import { BudgetExhausted, PoliteClient, ServerFault } from '../net/client/politeClient';
import { anonymizeCapture } from './capture/anonymize';
import { cleanRecords } from './capture/cleanRecords';
import { walkListing } from './capture/walkListing';
import { integer } from './options';
import { oneLineFlagErrors } from './oneLineFlagErrors';

export interface CaptureOptions {
  baseUrl: string;
  token?: string;
  out: string;
  limit?: number;
  concurrency: number;
  maxRequests: number;
  timeout: number;
  anonymize?: boolean;
  seed?: number;
}

/** Could not capture (a fault, a refused token, no token): exit code 2, its message on one line. */
export class CaptureError extends Error {}

const positiveInteger = integer(1);

/** `release-pages-mock capture`: where to capture from, with which token, and where to write. */
export function captureCommand(): Command {
  return oneLineFlagErrors(
    new Command('release-pages-mock capture')
      .description("Capture a deployment's release pages (fields=*) as a fixtures file, loadable with --fixtures")
      .version(PACKAGE_VERSION)
      .requiredOption('--base-url <url>', 'the deployment, e.g. https://staging.example.com')
      .option('--token <key>', 'its API token (better: the CAPTURE_TOKEN variable, which ps does not show)')
      .requiredOption('--out <file>', 'the file to write')
      .option('--limit <n>', 'capture at most the first N releases of the listing', positiveInteger)
      .option('--concurrency <n>', 'requests in flight at once', positiveInteger, 2)
      .option('--max-requests <n>', 'requests the capture may send, retries included', positiveInteger, 200)
      .option('--timeout <ms>', 'per request', positiveInteger, 15_000)
      .option('--anonymize', 'replace company and product names, senders, slugs and hosts with consistent fakes')
      .option('--seed <n>', 'the seed of --anonymize (default: a random one, printed); keep it private', integer(0)),
  );
}

export interface CaptureResult {
  /** The line to print when the file is written. */
  summary: string;
  /** One line per dropped field and per skipped record. */
  notes: string[];
}

/**
 * Runs `release-pages-mock capture [flags]` (arguments after `capture`): walks the listing,
 * cleans the records (and with `--anonymize` replaces their names) and writes
 * `{"captured": {from, at, releases, anonymized?}, "items": [...]}`, which `--fixtures` loads as a
 * listing. The token is never written; nor, with `--anonymize`, the seed or the original host.
 */
export async function runCapture(
  args: readonly string[],
  command: Command = captureCommand(),
  env: NodeJS.ProcessEnv = process.env,
  now: () => Date = () => new Date(),
): Promise<CaptureResult> {
  const options = command.parse(args as string[], { from: 'user' }).opts<CaptureOptions>();
  if (options.seed !== undefined && !options.anonymize) command.error('error: --seed is the seed of --anonymize, which is not given');
  const token = options.token ?? env.CAPTURE_TOKEN;
  if (!token) throw new CaptureError('no token: pass CAPTURE_TOKEN=<key> (or --token)');
  const client = new PoliteClient({ baseUrl: options.baseUrl, token, concurrency: options.concurrency, maxRequests: options.maxRequests, timeoutMs: options.timeout });
  let items: unknown[];
  try {
    items = await walkListing(client, options.limit);
  } catch (error) {
    if (error instanceof ServerFault || error instanceof BudgetExhausted) throw new CaptureError(`could not capture: ${error.message}`);
    throw error;
  }
  const { releases, notes } = cleanRecords(items);
  // A random seed by default: whoever knows the seed can check a guessed name against the file.
  const seed = options.anonymize ? (options.seed ?? randomInt(2 ** 31)) : undefined;
  const written = seed === undefined ? { releases, from: client.baseUrl } : anonymizeCapture(releases, client.baseUrl, seed);
  const captured = { from: written.from, at: now().toISOString(), releases: releases.length, ...(seed === undefined ? {} : { anonymized: true }) };
  writeFileSync(options.out, `${JSON.stringify({ captured, items: written.releases }, null, 2)}\n`);
  const anonymized = seed === undefined ? '' : `, anonymized${options.seed === undefined ? ` with seed ${seed} (keep it private; --seed ${seed} gives the same fakes again)` : ''}`;
  return {
    summary: `captured ${releases.length} releases from ${client.baseUrl} to ${options.out}${anonymized}${notes.length ? ` (${notes.length} notes)` : ''}; serve them with --fixtures ${options.out}`,
    notes,
  };
}

/** The command line's capture: notes on stderr, the summary on stdout; a `CaptureError` is one line on stderr and exit code 2. */
export async function captureMain(args: readonly string[]): Promise<void> {
  try {
    const { summary, notes } = await runCapture(args);
    for (const note of notes) console.error(note);
    console.log(summary);
  } catch (error) {
    if (!(error instanceof CaptureError)) throw error;
    console.error(`release-pages-mock capture: ${error.message}`);
    process.exitCode = 2;
  }
}
