// The error for a query parameter the engine cannot answer, with its code; the HTTP layer answers it.
import { CodedError, type ErrorCode } from '../../core/errors';

/** A request the query engine cannot answer because a parameter is invalid; the HTTP layer turns it into its code's answer (a 400). */
export class QueryError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/** The message of the `QueryError` that `check` throws, or `undefined` when it throws none. */
export function queryErrorOf(check: () => unknown): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof QueryError) return error.message;
    throw error;
  }
}
