import { createHash, timingSafeEqual } from 'node:crypto';

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

const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest();

/**
 * The known tokens. A key is looked up by comparing SHA-256 digests in constant time against
 * every known token, so neither the comparison nor the number of comparisons depends on how
 * much of a guess is right.
 */
export class TokenRegistry {
  private readonly entries: { digest: Buffer; grant: TokenGrant }[];

  constructor(grants: readonly TokenGrant[]) {
    this.entries = grants.map((grant) => ({ digest: digest(grant.key), grant }));
  }

  find(key: string): TokenGrant | undefined {
    const candidate = digest(key);
    let found: TokenGrant | undefined;
    for (const entry of this.entries) {
      if (timingSafeEqual(entry.digest, candidate)) found = entry.grant;
    }
    return found;
  }
}
