// The requests of the soak (npm run soak), by kind, and which answers each kind may get.
import type { OutgoingHttpHeaders } from 'node:http';
import { LIST } from './servers';

export type SoakKind = 'valid' | 'invalid' | 'unauthenticated' | 'hostileHost' | 'slow';

export interface SoakRequest {
  kind: SoakKind;
  path: string;
  headers: OutgoingHttpHeaders;
}

const AUTH = { authorization: 'Token dev-token' };

/** Listings a client asks for: filters, pages, fields, search and ordering, each answered 200. */
const VALID_PATHS = [
  `${LIST}&limit=20`,
  `${LIST}&limit=200&fields=*`,
  `${LIST}&status=scheduled&ordering=expected_date&fields=_,id,title,expected_date,status&limit=50`,
  `${LIST}&expected_date_after=2025-06-01&expected_date_before=2025-12-31&ordering=-expected_date&limit=20&offset=20`,
  `${LIST}&search=report&limit=20`,
  `${LIST}&search=annual+report&search_operator=and&fields=title`,
  `${LIST}&limit=10&offset=490`,
  '/api/v2/pages/100002/',
];

/** Requests a client gets wrong, each answered 400. */
const INVALID_PATHS = [
  `${LIST}&limit=201`,
  `${LIST}&offset=x`,
  `${LIST}&status=live`,
  `${LIST}&fields=colour`,
  `${LIST}&expected_date=2025-02-30`,
  `${LIST}&foo=1`,
  '/api/v2/pages/?limit=1',
];

const UNAUTHENTICATED_HEADERS: OutgoingHttpHeaders[] = [
  {},
  { authorization: 'Token wrong' },
  { authorization: 'Bearer dev-token' },
  { authorization: 'Token' },
];

/** Bytes of each hostile Host value: well under Node's 16 KB header limit, far over any real host name. */
const HOSTILE_HOST_BYTES = 8192;

/** The n-th request of a kind; hostile hosts are all distinct, as an attacker filling a cache would send them. */
export function soakRequest(kind: SoakKind, n: number): SoakRequest {
  switch (kind) {
    case 'valid':
    case 'slow':
      return { kind, path: VALID_PATHS[n % VALID_PATHS.length], headers: AUTH };
    case 'invalid':
      return { kind, path: INVALID_PATHS[n % INVALID_PATHS.length], headers: AUTH };
    case 'unauthenticated':
      return { kind, path: VALID_PATHS[n % VALID_PATHS.length], headers: UNAUTHENTICATED_HEADERS[n % UNAUTHENTICATED_HEADERS.length] };
    case 'hostileHost': {
      const prefix = `h${n}.`;
      return { kind, path: `${LIST}&limit=20`, headers: { ...AUTH, host: prefix + 'x'.repeat(HOSTILE_HOST_BYTES - prefix.length) } };
    }
  }
}

/** The mix each fast client cycles through: mostly valid listings, then errors of every kind. */
export const FAST_MIX: readonly SoakKind[] = ['valid', 'valid', 'valid', 'valid', 'valid', 'invalid', 'unauthenticated', 'hostileHost'];

const isJson = (contentType: string | undefined) => /^application\/json\b/.test(contentType ?? '');

/**
 * Whether an answer is one the kind may get. A hostile Host may get any 4xx with a JSON body
 * (refused as Django's ALLOWED_HOSTS does, or otherwise), never data; a slow client its listing,
 * or a 408 if the server's header timeout comes first.
 */
export function expectedAnswer(kind: SoakKind, status: number, contentType: string | undefined): boolean {
  switch (kind) {
    case 'valid':
      return status === 200 && isJson(contentType);
    case 'invalid':
      return status === 400 && isJson(contentType);
    case 'unauthenticated':
      return status === 401 && isJson(contentType);
    case 'hostileHost':
      return status >= 400 && status < 500 && isJson(contentType);
    case 'slow':
      return (status === 200 || status === 408) && isJson(contentType);
  }
}
