// The request rules about the request line and its authentication (§4.1, §5).
import { maskToken } from '../../core/maskToken';
import { LISTING_PATH } from '../../core/spec';
import { notJudged, violation, type RequestRule } from './requestRule';

/** DRF token authentication: `Token <key>`, the keyword in any case (§5.2; DRF compares it case-insensitively). */
const TOKEN_FORM = /^token[ \t]+\S+$/i;

/** `/api/v2/pages/<id>/`, the `detail_url` of §2.3, whose endpoint §4.1's notes leave "not shown". */
const DETAIL_PATH = /^\/api\/v2\/pages\/[0-9]+\/$/;

/** The mock serves HEAD as GET and answers CORS preflights (openapi.yaml's list of decisions). */
const MOCK_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const method = { rule: 'request.method-is-get', section: '§4.1' };
export const methodIsGet: RequestRule = {
  ...method,
  statement: 'The one documented operation is GET.',
  kind: 'unstated',
  judge(request, profile) {
    if (request.method === 'GET') return { ...method, outcome: 'holds' };
    // A browser sends the preflight, not the application.
    if (request.method === 'OPTIONS') return notJudged(method, 'a CORS preflight, which the browser sends on its own');
    if (profile === 'mock' && MOCK_METHODS.has(request.method)) return { ...method, outcome: 'holds' };
    return violation(method, { expected: 'GET, the one documented method', actual: request.method, pointer: '/method' });
  },
};

const endpoint = { rule: 'request.endpoint-is-documented', section: '§4.1' };
export const endpointIsDocumented: RequestRule = {
  ...endpoint,
  statement: `There is one documented endpoint, the listing ${LISTING_PATH}; the endpoint at a page's detail_url is not shown.`,
  kind: 'unstated',
  judge(request, profile) {
    if (request.path === LISTING_PATH) return { ...endpoint, outcome: 'holds' };
    const detail = DETAIL_PATH.test(request.path);
    // The mock serves the detail endpoint, and redirects the slashless listing as Django's APPEND_SLASH does.
    if (profile === 'mock' && (detail || request.path === LISTING_PATH.slice(0, -1))) return { ...endpoint, outcome: 'holds' };
    const expected = detail
      ? `the listing ${LISTING_PATH}; the detail endpoint is not shown (§4.1, notes)`
      : `the listing ${LISTING_PATH}, the one documented endpoint`;
    return violation(endpoint, { expected, actual: request.path.length > 120 ? `${request.path.slice(0, 120)}…` : request.path, pointer: '/path' });
  },
};

const authorization = { rule: 'request.authorization-is-token', section: '§5.2' };
export const authorizationIsToken: RequestRule = {
  ...authorization,
  statement: 'Every request carries `Authorization: Token <API_TOKEN>`; one without valid authentication is answered 401 (§5.5).',
  kind: 'refused',
  judge(request) {
    const value = request.authorization;
    if (value !== undefined && TOKEN_FORM.test(value.trim())) return { ...authorization, outcome: 'holds' };
    const actual = value === undefined ? 'no Authorization header' : `Authorization: ${maskToken(value.length > 200 ? value.slice(0, 200) : value)}`;
    return violation(authorization, { expected: '`Authorization: Token <key>`', actual, pointer: '/headers/authorization' });
  },
};
