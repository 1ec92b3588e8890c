// A failure to listen, told as the one line that names the flag to change.
import { CodedError } from '../core/errors';

/**
 * A failure to listen as one line that says what to change, for the failures a flag fixes (a
 * `CodedError` whose cause is Node's error); any other error is returned as it is.
 */
export function explainListenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  const explanations: Record<string, () => CodedError> = {
    EADDRINUSE: () => new CodedError('RPM_PORT_IN_USE', port),
    EACCES: () => new CodedError('RPM_PORT_PRIVILEGED', port),
    EADDRNOTAVAIL: () => new CodedError('RPM_HOST_NOT_LOCAL', host),
    ENOTFOUND: () => new CodedError('RPM_HOST_NOT_FOUND', host),
  };
  const explained = explanations[error.code ?? '']?.();
  if (!explained) return error;
  explained.cause = error;
  return explained;
}
