/**
 * A release's id as the mock stores it: a positive safe integer, as Wagtail's page ids (a database
 * serial) are. Zero, negatives and integers past 2^53 - 1 (which JSON.parse rounds, so that two
 * ids collide and cannot be deleted by either) are refused where records enter.
 */
export function isReleaseId(id: unknown): id is number {
  return Number.isSafeInteger(id) && (id as number) > 0;
}

/** The problem of an id `isReleaseId` refuses, as a pointer line. */
export const releaseIdProblem = (id: unknown): string => `/id must be a positive integer up to ${Number.MAX_SAFE_INTEGER} (got ${JSON.stringify(id)})`;
