// The tokens the mock accepts, from `--token`, a tokens file or the development defaults, refused when broken.
import { TOKENS } from '../../core/messages';
import { CodedError, type ErrorCode } from '../../core/errors';
import { DEVELOPMENT_TOKENS, LIST_PERMISSION, type TokenGrant } from './tokenRegistry';
import { loadTokensFile } from './tokensFile';

/** A token configuration the mock refuses to start with; the message names the place of a bad key, never the key. */
export class TokenConfigError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/** The options that configure tokens (a part of ServerOptions). */
export interface TokenOptions {
  token: readonly string[];
  tokenSource?: string;
  tokensFile?: string;
  /** `--tokens-file-max-bytes`. */
  tokensFileMaxBytes?: number;
}

interface PlacedGrant {
  grant: TokenGrant;
  /** Where it was configured, for an error line. */
  place: string;
}

function optionGrants(keys: readonly string[], source: string): PlacedGrant[] {
  if (keys.every((key) => key === '')) throw new TokenConfigError('RPM_TOKENS_EMPTY', source);
  return keys.map((key, index) => {
    const place = TOKENS.optionPlace(source, index + 1);
    if (key === '') throw new TokenConfigError('RPM_TOKEN_EMPTY', place);
    // The tokens file's schema refuses the same (its key pattern is ^\S+$).
    if (/\s/.test(key)) throw new TokenConfigError('RPM_TOKEN_WHITESPACE', place);
    return { grant: { key, permissions: [LIST_PERMISSION] }, place };
  });
}

function fileGrants(path: string, maxBytes?: number): PlacedGrant[] {
  if (path === '') throw new TokenConfigError('RPM_TOKENS_FILE_PATH_EMPTY');
  const grants = loadTokensFile(path, maxBytes);
  if (grants.length === 0) throw new TokenConfigError('RPM_TOKENS_EMPTY', `tokens file ${path}`);
  return grants.map((grant, index) => ({ grant, place: TOKENS.filePlace(path, index) }));
}

/** A key given twice is a copy-paste slip at best; with two permission sets it would be ambiguous which one holds. */
function refuseDuplicates(placed: readonly PlacedGrant[]): void {
  const firstPlaces = new Map<string, string>();
  for (const { grant, place } of placed) {
    const first = firstPlaces.get(grant.key);
    if (first !== undefined) throw new TokenConfigError('RPM_TOKEN_REPEATED', place, first);
    firstPlaces.set(grant.key, place);
  }
}

/**
 * The tokens the mock accepts. The public development tokens only when no token option is given at
 * all: a given set that is empty or holds a bad key is a TokenConfigError, so that a slip (an empty
 * variable, a stray comma, an emptied file) fails closed instead of opening the mock to anyone.
 */
export function configuredTokens(options: TokenOptions): { grants: TokenGrant[]; development: boolean } {
  const { token, tokensFile } = options;
  if (token.length === 0 && tokensFile === undefined) return { grants: [...DEVELOPMENT_TOKENS], development: true };
  const placed = [
    ...(token.length > 0 ? optionGrants(token, options.tokenSource ?? '--token') : []),
    ...(tokensFile === undefined ? [] : fileGrants(tokensFile, options.tokensFileMaxBytes)),
  ];
  refuseDuplicates(placed);
  return { grants: placed.map(({ grant }) => grant), development: false };
}
