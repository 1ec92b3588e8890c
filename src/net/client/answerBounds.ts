// The bounds on what a deployment's answer may cost the suite and capture (size, items, time), with
// their safe defaults and the flags that set them: one definition for both commands.
import { InvalidArgumentError, Option, type Command } from 'commander';

export interface AnswerBounds {
  /** An answer's bytes at most, as sent and once inflated (default 8 MiB). */
  maxAnswerBytes: number;
  /** Items of one answer's `items` at most (default 10,000). */
  maxAnswerItems: number;
  /** JSON values of one answer at most, member names not counted (default 500,000): what it costs once parsed. */
  maxAnswerValues: number;
  /** How deep one answer's objects and arrays nest at most (default 64). */
  maxAnswerDepth: number;
  /** The longest wait for an answer's status and headers, in ms (default 10 s). */
  headersTimeoutMs: number;
  /** The longest pause between two parts of an answer's body, in ms (default 10 s). */
  bodyTimeoutMs: number;
  /** The bytes of every answer of the run together at most (default 1 GiB): what the run holds grows with them. */
  maxTotalBytes: number;
}

/**
 * Far above what a listing's page of every field needs and what a whole run of the suite reads,
 * and low enough that what a run holds, parsed, stays within a few hundred MB: JSON small as
 * text may be large once parsed (`{}` is two bytes of text), so values are bounded beside bytes.
 */
export const DEFAULT_ANSWER_BOUNDS: AnswerBounds = {
  maxAnswerBytes: 8 * 1024 * 1024,
  maxAnswerItems: 10_000,
  maxAnswerValues: 500_000,
  maxAnswerDepth: 64,
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 10_000,
  maxTotalBytes: 1024 * 1024 * 1024,
};

/** The flag that sets each bound, named in the message of a bound that was hit. */
export const BOUND_FLAGS: Record<keyof AnswerBounds, string> = {
  maxAnswerBytes: '--max-answer-size',
  maxAnswerItems: '--max-answer-items',
  maxAnswerValues: '--max-answer-values',
  maxAnswerDepth: '--max-answer-depth',
  headersTimeoutMs: '--headers-timeout',
  bodyTimeoutMs: '--body-timeout',
  maxTotalBytes: '--max-total-size',
};

const positive = (value: string) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive integer');
  return n;
};

/** Adds the bound flags to a command that calls out to a deployment; `boundsOf` reads them back. */
export function withAnswerBoundFlags(command: Command): Command {
  const d = DEFAULT_ANSWER_BOUNDS;
  return command
    .addOption(
      new Option(`${BOUND_FLAGS.maxAnswerBytes} <bytes>`, 'bytes of one answer at most, as sent and once inflated')
        .argParser(positive)
        .default(d.maxAnswerBytes),
    )
    .addOption(new Option(`${BOUND_FLAGS.maxAnswerItems} <n>`, "items of one answer's page at most").argParser(positive).default(d.maxAnswerItems))
    .addOption(
      new Option(`${BOUND_FLAGS.maxAnswerValues} <n>`, 'JSON values of one answer at most (what it costs once parsed)')
        .argParser(positive)
        .default(d.maxAnswerValues),
    )
    .addOption(
      new Option(`${BOUND_FLAGS.maxAnswerDepth} <n>`, "how deep one answer's objects and arrays nest at most").argParser(positive).default(d.maxAnswerDepth),
    )
    .addOption(new Option(`${BOUND_FLAGS.headersTimeoutMs} <ms>`, "the longest wait for an answer's headers").argParser(positive).default(d.headersTimeoutMs))
    .addOption(new Option(`${BOUND_FLAGS.bodyTimeoutMs} <ms>`, "the longest pause within an answer's body").argParser(positive).default(d.bodyTimeoutMs))
    .addOption(
      new Option(`${BOUND_FLAGS.maxTotalBytes} <bytes>`, 'bytes of all answers of the run together at most').argParser(positive).default(d.maxTotalBytes),
    );
}

/** The bounds of a command's parsed options (`withAnswerBoundFlags`'s). */
export function boundsOf(options: Record<string, unknown>): AnswerBounds {
  return {
    maxAnswerBytes: options.maxAnswerSize as number,
    maxAnswerItems: options.maxAnswerItems as number,
    maxAnswerValues: options.maxAnswerValues as number,
    maxAnswerDepth: options.maxAnswerDepth as number,
    headersTimeoutMs: options.headersTimeout as number,
    bodyTimeoutMs: options.bodyTimeout as number,
    maxTotalBytes: options.maxTotalSize as number,
  };
}
