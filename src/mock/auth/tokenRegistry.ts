/** The permission a token needs to read release pages (listing and detail). */
export const LIST_PERMISSION = 'list_releases';

export interface TokenGrant {
  key: string;
  permissions: string[];
  /** Who holds it, for the start-up summary; never the key. */
  name?: string;
}

/** Tokens that work when none are configured, documented in the README and printed at start. */
export const DEVELOPMENT_TOKENS: readonly TokenGrant[] = [
  { key: 'dev-token', permissions: [LIST_PERMISSION], name: 'development token' },
  { key: 'dev-token-no-permission', permissions: [], name: 'development token without permission (403)' },
];

/**
 * The known tokens, looked up in a Map from each key to its grant, built once: no hashing of
 * the request's key beyond the Map's own. Why that stays constant-time against guessing: a
 * comparison that stops at the first differing character tells an attacker, by its time, how
 * much of a guess is right, and lets a key be found a character at a time. A Map of strings
 * does not compare characters first: V8 finds the bucket by the string's hash (over the whole
 * key, seeded per process) and compares contents only with a key of the same hash, so the time of
 * a lookup depends on the guess's hash, not on how many of its leading characters are right; a
 * guess one character nearer the key is no likelier to share its hash, and no digest is taken per
 * request (a SHA-256 per key compared in constant time would be a share of each request's time).
 * Keys are compared exactly, case and all; a key given twice keeps its last grant.
 */
export class TokenRegistry {
  private readonly grants: ReadonlyMap<string, TokenGrant>;

  constructor(grants: readonly TokenGrant[]) {
    this.grants = new Map(grants.map((grant) => [grant.key, grant]));
  }

  find(key: string): TokenGrant | undefined {
    return this.grants.get(key);
  }
}
