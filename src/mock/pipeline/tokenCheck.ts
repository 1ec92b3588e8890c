// DRF's token authentication of a request: the 401 and 403 answers and the token registry's verdict.
import { LIST_PERMISSION, type TokenRegistry } from '../auth/tokenRegistry';
import { DRF } from '../../core/messages';
import { jsonAnswer, type CoreAnswer, type HeaderList } from './answer';

const KEYWORD = 'token';

/** DRF's 401: its detail, and the scheme a client should authenticate with. */
export const unauthorized = (headers: HeaderList, detail: string): CoreAnswer => jsonAnswer(401, [...headers, ['WWW-Authenticate', 'Token']], { detail });

/** DRF's 403 for a permission the token lacks. */
export const forbidden = (headers: HeaderList): CoreAnswer => jsonAnswer(403, headers, { detail: DRF.permissionDenied });

/**
 * Django REST Framework's TokenAuthentication, answer for answer (rest_framework/authentication.py),
 * followed by the permission check: the refusal, or undefined for a token that may list.
 */
export function refuseToken(authorization: string | undefined, tokens: TokenRegistry, headers: HeaderList): CoreAnswer | undefined {
  // DRF splits the header on white space, as Python's bytes.split() does.
  const parts = (authorization ?? '').split(/[ \t\n\r\f\v]+/).filter(Boolean);
  if (parts.length === 0 || parts[0].toLowerCase() !== KEYWORD) return unauthorized(headers, DRF.notAuthenticated);
  if (parts.length === 1) return unauthorized(headers, DRF.noCredentials);
  if (parts.length > 2) return unauthorized(headers, DRF.tokenHasSpaces);
  const grant = tokens.find(parts[1]);
  if (!grant) return unauthorized(headers, DRF.invalidToken);
  if (!grant.permissions.includes(LIST_PERMISSION)) return forbidden(headers);
  return undefined;
}
