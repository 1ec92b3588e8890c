// `release-pages-mock capture`: reads a deployment's listing into a fixtures file, anonymized with `--anonymize`.
import { randomInt, randomUUID } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { PACKAGE_VERSION } from '../core/packageFiles';
import { holdsCredentials } from '../core/urlCredentials';
import { CodedError, codedLine, type ErrorCode } from '../core/errors';
import type { ReleasePage } from '../core/types';
import { boundsOf, withAnswerBoundFlags, type AnswerBounds } from '../net/client/answerBounds';
import { BudgetExhausted, PoliteClient, ServerFault } from '../net/client/politeClient';
import { anonymizeCapture } from './capture/anonymize';
import { cleanRecords, skippedLine, type UnknownField } from './capture/cleanRecords';
import { findLeaks } from './capture/leakScan';
import { wordKeysOf } from './capture/textWords';
import { walkListing } from './capture/walkListing';
import { DEFAULT_MAX_HAR_BYTES, harListing } from './capture/harListing';
import { integer } from './options';
import { oneLineFlagErrors } from './oneLineFlagErrors';
import { printErr, printOut } from '../core/printable';

export interface CaptureOptions {
  baseUrl?: string;
  har?: string;
  maxHarBytes: number;
  token?: string;
  out: string;
  limit?: number;
  concurrency: number;
  maxRequests: number;
  timeout: number;
  anonymize?: boolean;
  seed?: number;
}

/**
 * Could not capture (a fault, a refused token, no token, a file that cannot be written): nothing
 * written, its code and message on one line, exit code 2 (4 for an anonymized capture refused).
 */
export class CaptureError<C extends ErrorCode = ErrorCode> extends CodedError<C> {
  get exitCode(): number {
    return this.code === 'RPM_CAPTURE_LEAK' || this.code === 'RPM_CAPTURE_UNKNOWN_NAMES' ? EXIT_LEAK : 2;
  }
}

/** Exit code of a capture written without some records (`CaptureResult.skipped`). */
export const EXIT_SKIPPED = 3;
/** Exit code of an anonymized capture refused because a word of the deployment was left in it: nothing written. */
export const EXIT_LEAK = 4;

const positiveInteger = integer(1);

/** `release-pages-mock capture`: where to capture from, with which token, and where to write. */
export function captureCommand(): Command {
  return oneLineFlagErrors(
    withAnswerBoundFlags(new Command('release-pages-mock capture'))
      .description("Capture a deployment's release pages (fields=*) as a fixtures file, loadable with --fixtures")
      .version(PACKAGE_VERSION)
      .option('--base-url <url>', 'the deployment, e.g. https://staging.example.com')
      .option('--har <file>', "instead of a deployment: the listing answers a HAR recorded (a browser's DevTools, Playwright's recordHar); no token needed")
      .option('--max-har-bytes <n>', 'the largest --har file read', positiveInteger, DEFAULT_MAX_HAR_BYTES)
      .option('--token <key>', 'its API token (better: the CAPTURE_TOKEN variable, which ps does not show)')
      .requiredOption('--out <file>', 'the file to write')
      .option('--limit <n>', 'capture at most the first N releases of the listing', positiveInteger)
      .option('--concurrency <n>', 'requests in flight at once', positiveInteger, 2)
      .option('--max-requests <n>', 'requests the capture may send, retries included', positiveInteger, 200)
      .option('--timeout <ms>', 'per request, its whole answer included', positiveInteger, 15_000)
      .option(
        '--anonymize',
        'replace every word that could name someone (in titles, names, codes, slugs, URLs) with consistent fakes; write nothing if one is left',
      )
      .option('--seed <n>', 'the seed of --anonymize (default: a random one, printed); keep it private', integer(0)),
  );
}

export interface CaptureResult {
  /** The line to print when the file is written. */
  summary: string;
  /** One line per dropped field and per skipped record. */
  notes: string[];
  /** When records were skipped, how many and why, on one line (exit code 3): the file holds the others. */
  skipped?: string;
}

/** What `runCapture` works with besides its arguments; tests replace them. */
export interface CaptureContext {
  command?: Command;
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  anonymize?: typeof anonymizeCapture;
}

/** Writes `text` to a temporary file next to `out`, then renames it into place: `out` is never left half written. */
function writeWhole(out: string, text: string): void {
  const temporary = `${out}.${randomUUID().slice(0, 8)}.tmp`;
  const failed = (error: unknown) => new CaptureError('RPM_CAPTURE_NOT_WRITTEN', out, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
  try {
    writeFileSync(temporary, text, { flag: 'wx' });
  } catch (error) {
    throw failed(error);
  }
  try {
    renameSync(temporary, out);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw failed(error);
  }
}

/** Throws when a word of the deployment is left in an anonymized capture, naming the first field that holds one (never the word). */
function refuseLeaks(file: unknown, deploymentWords: ReadonlySet<string>, keeps: (key: string) => boolean, out: string): void {
  const leaks = findLeaks(file, deploymentWords, keeps);
  if (!leaks) return;
  const more = leaks.fields > 1 ? `, and ${leaks.fields - 1} more fields do` : '';
  throw new CaptureError('RPM_CAPTURE_LEAK', out, leaks.pointer, leaks.hint, more);
}

/**
 * Throws when a field nobody defined (not the spec's, not Wagtail's) holds a word that could name
 * someone: one the anonymizer would replace, looked for as the leak scan looks. The field is
 * dropped from the file either way, but its names are names the anonymizer did not see: a company
 * named there, in words it keeps elsewhere (`Global Markets`), would be left in the titles. Such a
 * deployment is refused rather than trusted.
 */
function refuseUnknownNames(fields: readonly UnknownField[], deploymentWords: ReadonlySet<string>, keeps: (key: string) => boolean, out: string): void {
  const named = fields.map((field) => ({ field, leaks: findLeaks(field.value, deploymentWords, keeps) })).filter(({ leaks }) => leaks !== undefined);
  if (named.length === 0) return;
  const [{ field, leaks }] = named;
  const more = named.length > 1 ? `, and ${named.length - 1} more such fields do` : '';
  throw new CaptureError('RPM_CAPTURE_UNKNOWN_NAMES', out, `${field.label}: ${field.pointer}${leaks!.pointer}`, leaks!.hint, more);
}

/** The deployment's listing walked with the polite client; `from` is its base URL. */
async function walked(options: CaptureOptions, baseUrl: string, token: string | undefined, bounds: AnswerBounds): Promise<{ items: unknown[]; from: string }> {
  if (!token) throw new CaptureError('RPM_CAPTURE_NO_TOKEN');
  const client = new PoliteClient({
    baseUrl,
    token,
    concurrency: options.concurrency,
    maxRequests: options.maxRequests,
    timeoutMs: options.timeout,
    ...bounds,
  });
  try {
    return { items: await walkListing(client, options.limit), from: client.baseUrl };
  } catch (error) {
    if (error instanceof ServerFault || error instanceof BudgetExhausted) throw new CaptureError('RPM_CAPTURE_FAILED', codedLine(error));
    throw error;
  }
}

/** The releases a HAR's listing answers held (at most `limit`); `from` is the origin they came from. */
function fromHar(path: string, maxBytes: number, limit = Infinity): { items: unknown[]; from: string } {
  try {
    const { items, from } = harListing(path, maxBytes);
    return { items: items.slice(0, limit), from };
  } catch (error) {
    throw new CaptureError('RPM_CAPTURE_FAILED', codedLine(error));
  }
}

/**
 * Runs `release-pages-mock capture [flags]` (arguments after `capture`): walks the listing,
 * cleans the records (and with `--anonymize` replaces their words, then refuses to write when a
 * field nobody defined holds a name, or a word of the deployment is still in the output) and writes
 * `{"captured": {from, at, releases, anonymized?}, "items": [...]}`, which `--fixtures` loads as a
 * listing. The token is never written; nor, with `--anonymize`, the seed or the original host.
 */
export async function runCapture(args: readonly string[], context: CaptureContext = {}): Promise<CaptureResult> {
  const { command = captureCommand(), env = process.env, now = () => new Date(), anonymize = anonymizeCapture } = context;
  const parsed = command.parse(args as string[], { from: 'user' });
  const options = parsed.opts<CaptureOptions>();
  if (options.seed !== undefined && !options.anonymize) command.error('error: --seed is the seed of --anonymize, which is not given');
  if ((options.har === undefined) === (options.baseUrl === undefined)) command.error('error: capture needs one of --base-url and --har');
  if (options.baseUrl !== undefined && holdsCredentials(options.baseUrl)) throw new CaptureError('RP_URL_CREDENTIALS', '--base-url');
  const { items, from } =
    options.har === undefined
      ? await walked(options, options.baseUrl!, options.token ?? env.CAPTURE_TOKEN, boundsOf(parsed.opts()))
      : fromHar(options.har, options.maxHarBytes, options.limit);
  const { releases, notes, skipped, unknownFields } = cleanRecords(items);
  // A file of no release is worse than any file already there: it is not written.
  if (releases.length === 0 && skipped.length > 0) {
    return {
      summary: `captured no release from ${from}: nothing written to ${options.out}`,
      notes,
      skipped: `${skippedLine(skipped, items.length)}; nothing written, ${options.out} left as it was`,
    };
  }
  // A random seed by default: whoever knows the seed can check a guessed name against the file.
  const seed = options.anonymize ? (options.seed ?? randomInt(2 ** 31)) : undefined;
  const at = now().toISOString();
  let file: { captured: Record<string, unknown>; items: ReleasePage[] };
  if (seed === undefined) file = { captured: { from, at, releases: releases.length }, items: releases };
  else {
    // Every word the deployment sent, skipped records and dropped fields included: none may be left.
    const words = wordKeysOf([items, from]);
    const anonymized = anonymize(releases, from, seed, words);
    file = { captured: { from: anonymized.from, at, releases: releases.length, anonymized: true }, items: anonymized.releases };
    refuseUnknownNames(unknownFields, words, anonymized.keeps, options.out);
    refuseLeaks(file, words, anonymized.keeps, options.out);
  }
  writeWhole(options.out, `${JSON.stringify(file, null, 2)}\n`);
  const anonymized =
    seed === undefined
      ? ''
      : `, anonymized${options.seed === undefined ? ` with seed ${seed} (keep it private; --seed ${seed} gives the same fakes again)` : ''}`;
  return {
    summary: `captured ${releases.length} releases from ${options.har === undefined ? from : `the HAR ${options.har} (${from})`} to ${options.out}${anonymized}${notes.length ? ` (${notes.length} notes)` : ''}; serve them with --fixtures ${options.out}`,
    notes,
    ...(skipped.length > 0 ? { skipped: `${skippedLine(skipped, items.length)}; the file holds the other ${releases.length}` } : {}),
  };
}

/**
 * The command line's capture: notes on stderr, the summary on stdout. Exit code 3 when records
 * were skipped (said on stderr); a `CaptureError` is one line on stderr and its exit code (2, or
 * 4 for an anonymized capture refused).
 */
export async function captureMain(args: readonly string[]): Promise<void> {
  try {
    const { summary, notes, skipped } = await runCapture(args);
    for (const note of notes) printErr(note);
    printOut(summary);
    if (skipped !== undefined) {
      printErr(`release-pages-mock capture: ${skipped}`);
      process.exitCode = EXIT_SKIPPED;
    }
  } catch (error) {
    if (!(error instanceof CaptureError)) throw error;
    printErr(`release-pages-mock capture: ${codedLine(error)}`);
    process.exitCode = error.exitCode;
  }
}
