/** A request the query engine cannot answer because a parameter is invalid; the HTTP layer turns it into a 400. */
export class QueryError extends Error {}
