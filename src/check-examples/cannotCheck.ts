// The error for a file the checker cannot read or check: a usage error with its code, exit code 2.
import { CodedError, type ErrorCode } from '../core/errors';

/** A file the checker cannot read or does not know how to check: a usage error (exit code 2), not a wrong example. */
export class CannotCheckError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}
