import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { PACKAGE_VERSION } from '../core/packageFiles';
import { BudgetExhausted, PoliteClient, ServerFault } from '../contract/client/politeClient';
import { cleanRecords } from './capture/cleanRecords';
import { walkListing } from './capture/walkListing';

export interface CaptureOptions {
  baseUrl: string;
  token?: string;
  out: string;
  limit?: number;
  concurrency: number;
  maxRequests: number;
  timeout: number;
}

/** Could not capture (a fault, a refused token, no token): exit code 2, its message on one line. */
export class CaptureError extends Error {}

const positiveInteger = (value: string): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`expected a positive integer, got ${value}`);
  return number;
};

/** `release-pages-mock capture`: where to capture from, with which token, and where to write. */
export function captureCommand(): Command {
  return new Command('release-pages-mock capture')
    .description("Capture a deployment's release pages (fields=*) as a fixtures file, loadable with --fixtures")
    .version(PACKAGE_VERSION)
    .requiredOption('--base-url <url>', 'the deployment, e.g. https://staging.example.com')
    .option('--token <key>', 'its API token (better: the CAPTURE_TOKEN variable, which ps does not show)')
    .requiredOption('--out <file>', 'the file to write')
    .option('--limit <n>', 'capture at most the first N releases of the listing', positiveInteger)
    .option('--concurrency <n>', 'requests in flight at once', positiveInteger, 2)
    .option('--max-requests <n>', 'requests the capture may send, retries included', positiveInteger, 200)
    .option('--timeout <ms>', 'per request', positiveInteger, 15_000)
    .showHelpAfterError();
}

export interface CaptureResult {
  /** The line to print when the file is written. */
  summary: string;
  /** One line per dropped field and per skipped record. */
  notes: string[];
}

/**
 * Runs `release-pages-mock capture [flags]` (arguments after `capture`): walks the listing,
 * cleans the records and writes `{"captured": {from, at, releases}, "items": [...]}`, which
 * `--fixtures` loads as a listing. The token is never written.
 */
export async function runCapture(args: readonly string[], command: Command = captureCommand(), env: NodeJS.ProcessEnv = process.env): Promise<CaptureResult> {
  const options = command.parse(args as string[], { from: 'user' }).opts<CaptureOptions>();
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
  const captured = { from: client.baseUrl, at: new Date().toISOString(), releases: releases.length };
  writeFileSync(options.out, `${JSON.stringify({ captured, items: releases }, null, 2)}\n`);
  return {
    summary: `captured ${releases.length} releases from ${client.baseUrl} to ${options.out}${notes.length ? ` (${notes.length} notes)` : ''}; serve them with --fixtures ${options.out}`,
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
