// The one base of every error a user may see: its code from the registry, its text built there, its status where it is an answer (fastify's createError shape, one class for all).
import { ERRORS, errorText, type ErrorCode, type TextArgs } from './registry';

/**
 * An error with a code of the registry. A topic's class only names where it comes from, for
 * `instanceof`, and stays generic so that each throw's arguments are its code's:
 * `class FixturesError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}`, then
 * `new FixturesError('RPM_FIXTURES_NOT_A_LIST', path)`, whose text is the registry's.
 */
export class CodedError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  /** The HTTP status, where the error is an answer. */
  readonly statusCode: number | undefined;

  constructor(code: C, ...args: TextArgs<C>) {
    super(errorText(code, ...args));
    this.name = new.target.name;
    this.code = code;
    this.statusCode = (ERRORS[code] as { status?: number }).status;
  }
}

/** An error's line as a command prints it after its name: `CODE: text` for a registered error, the message alone for any other. */
export const codedLine = (error: unknown): string =>
  error instanceof CodedError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);

/** `code`'s line as `codedLine` prints its error, `CODE: text`, without an error made (and its stack taken) only to be printed. */
export const codedLineOf = <C extends ErrorCode>(code: C, ...args: TextArgs<C>): string => `${code}: ${errorText(code, ...args)}`;
