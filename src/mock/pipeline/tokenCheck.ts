// DRF's token authentication of a request: the 401 and 403 answers and the token registry's verdict.
import { LIST_PERMISSION, type TokenRegistry } from '../auth/tokenRegistry';
import { answerError, type AnswerError } from '../../core/errors';
import { errorAnswer, type CoreAnswer, type HeaderList } from './answer';

const KEYWORD = 'token';

// The refusals take no argument: made once, not on every refused request.
const NOT_AUTHENTICATED = answerError('RPA_NOT_AUTHENTICATED');
const TOKEN_HEADER_EMPTY = answerError('RPA_TOKEN_HEADER_EMPTY');
const TOKEN_HAS_SPACES = answerError('RPA_TOKEN_HAS_SPACES');
const PERMISSION_DENIED = answerError('RPA_PERMISSION_DENIED');
/** DRF's refusal of a token it does not know. */
export const TOKEN_INVALID = answerError('RPA_TOKEN_INVALID');

/** DRF's 401: its detail, and the scheme a client should authenticate with. */
export const unauthorized = (headers: HeaderList, refusal: AnswerError): CoreAnswer => errorAnswer(refusal, [...headers, ['WWW-Authenticate', 'Token']]);

/** DRF's 403 for a permission the token lacks. */
export const forbidden = (headers: HeaderList): CoreAnswer => errorAnswer(PERMISSION_DENIED, headers);

/**
 * Django REST Framework's TokenAuthentication, answer for answer (rest_framework/authentication.py),
 * followed by the permission check: the refusal, or undefined for a token that may list.
 */
export function refuseToken(authorization: string | undefined, tokens: TokenRegistry, headers: HeaderList): CoreAnswer | undefined {
  // DRF splits the header on white space, as Python's bytes.split() does.
  const parts = (authorization ?? '').split(/[ \t\n\r\f\v]+/).filter(Boolean);
  if (parts.length === 0 || parts[0].toLowerCase() !== KEYWORD) return unauthorized(headers, NOT_AUTHENTICATED);
  if (parts.length === 1) return unauthorized(headers, TOKEN_HEADER_EMPTY);
  if (parts.length > 2) return unauthorized(headers, TOKEN_HAS_SPACES);
  const grant = tokens.find(parts[1]);
  if (!grant) return unauthorized(headers, TOKEN_INVALID);
  if (!grant.permissions.includes(LIST_PERMISSION)) return forbidden(headers);
  return undefined;
}
