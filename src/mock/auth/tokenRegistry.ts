import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';

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

// Pure JavaScript (no node:crypto), so that the registry runs in a browser too, synchronously.
const digest = (key: string): Uint8Array => sha256(utf8ToBytes(key));

/** Whether two digests of the same length are equal, in time that does not depend on where they differ. */
function sameDigest(a: Uint8Array, b: Uint8Array): boolean {
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

/**
 * The known tokens. A key is looked up by comparing SHA-256 digests in constant time against
 * every known token, so neither the comparison nor the number of comparisons depends on how
 * much of a guess is right.
 */
export class TokenRegistry {
  private readonly entries: { digest: Uint8Array; grant: TokenGrant }[];

  constructor(grants: readonly TokenGrant[]) {
    this.entries = grants.map((grant) => ({ digest: digest(grant.key), grant }));
  }

  find(key: string): TokenGrant | undefined {
    const candidate = digest(key);
    let found: TokenGrant | undefined;
    for (const entry of this.entries) {
      if (sameDigest(entry.digest, candidate)) found = entry.grant;
    }
    return found;
  }
}
