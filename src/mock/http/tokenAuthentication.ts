import type { RequestHandler, Response } from 'express';
import { LIST_PERMISSION, type TokenRegistry } from '../auth/tokenRegistry';
import { DRF } from '../../core/messages';

const KEYWORD = 'token';

/** DRF's 401: its detail, and the scheme a client should authenticate with. */
export function unauthorized(res: Response, detail: string): void {
  res.status(401).set('WWW-Authenticate', 'Token').json({ detail });
}

/** DRF's 403 for a permission the token lacks. */
export function forbidden(res: Response): void {
  res.status(403).json({ detail: DRF.permissionDenied });
}

/**
 * Django REST Framework's TokenAuthentication, answer for answer (rest_framework/authentication.py),
 * followed by the permission check. Runs before parameter validation, as DRF authenticates
 * before Wagtail reads the query.
 */
export function tokenAuthentication(tokens: TokenRegistry): RequestHandler {
  return (req, res, next) => {
    // DRF splits the header on white space, as Python's bytes.split() does.
    const parts = (req.get('Authorization') ?? '').split(/[ \t\n\r\f\v]+/).filter(Boolean);
    if (parts.length === 0 || parts[0].toLowerCase() !== KEYWORD) {
      return unauthorized(res, DRF.notAuthenticated);
    }
    if (parts.length === 1) return unauthorized(res, DRF.noCredentials);
    if (parts.length > 2) return unauthorized(res, DRF.tokenHasSpaces);
    const grant = tokens.find(parts[1]);
    if (!grant) return unauthorized(res, DRF.invalidToken);
    if (!grant.permissions.includes(LIST_PERMISSION)) return forbidden(res);
    next();
  };
}
