/** A request the query engine cannot answer because a parameter is invalid; the HTTP layer turns it into a 400. */
export class QueryError extends Error {}

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
