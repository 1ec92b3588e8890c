/**
 * A failure to listen as one line that says what to change, for the failures a flag fixes;
 * any other error is returned as it is.
 */
export function explainListenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  const problem = {
    EADDRINUSE: `port ${port} is in use; pass --port`,
    EACCES: `no permission to listen on port ${port} (ports below 1024 are privileged); pass --port`,
    EADDRNOTAVAIL: `${host} is not an address of this machine; pass --host`,
    ENOTFOUND: `host ${host} is not found; pass --host`,
  }[error.code ?? ''];
  return problem ? new Error(problem, { cause: error }) : error;
}
