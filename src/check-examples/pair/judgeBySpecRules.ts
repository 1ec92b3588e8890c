// An OpenAPI document's example judged by the spec's rules, not only by the document's own schema:
// a query parameter's example as a value of the listing request (the request rules), a response
// example by the reference document's schema for its operation and status (openapi.spec.yaml in the
// spec profile) and, for a 200 of the listing or a page, by the rulebook's rules on answers.
import { pointerSegments, valueAt } from '../../core/jsonPointer';
import { LISTING_PATH } from '../../core/spec';
import { refOf } from '../../rules';
import { checkSemantics } from '../semantics/checkSemantics';
import type { ExampleSite } from '../exampleSite';
import type { Finding, Judged, UndecidedRule } from '../types';
import type { ApiDocument } from './apiDocument';
import { checkRequest } from './checkRequest';
import { checkResponseSchema } from './checkResponseSchema';
import { findOperation } from './findOperation';

const NOTHING: Judged = { findings: [], notJudged: [] };
const TYPE = 'type=releases.ReleasePage';

/** Rules that judge an answer against the request it answers (its fields, its limit): an OpenAPI response example shows none. */
const NEEDS_THE_REQUEST = [
  'fields.',
  'paging.default-page-size-is-200',
  'paging.short-page-is-the-last',
  'mock.default-fields-are-id-title-meta',
  'mock.detail-default-is-every-field',
];
const WHY = 'an OpenAPI response example shows no request: what it asked for is not shown';

/** The path a document's template names in the reference, its server's path put before it, `{name}`s given a value; undefined when it is not the listing or a page. */
function referencePath(document: ApiDocument, template: string): string | undefined {
  const servers = (document.root.servers as { url?: unknown }[] | undefined) ?? [];
  const prefixes = [
    '',
    ...servers.map((server) =>
      typeof server.url === 'string' ? new URL(server.url.replace(/\{[^}]*\}/g, 'x'), 'http://localhost').pathname.replace(/\/$/, '') : '',
    ),
  ];
  const candidates = prefixes.map((prefix) => `${prefix}${template}`.replace(/\{[^}]+\}/g, '1'));
  return candidates.find((path) => findOperationMatches(path));
}

const findOperationMatches = (path: string) => path === LISTING_PATH || /^\/api\/v2\/pages\/[^/]+\/$/.test(path);

/** The path template a pointer under `/paths` is about; components belong to none (undefined). */
const templateOf = (at: string) => (at.startsWith('/paths/') ? pointerSegments(at)[1] : undefined);

/** A finding placed by its pointer inside the example (a line of the request check means the value itself). */
const inExample = (finding: Finding): Finding => ({ ...finding, line: undefined });

function judgeParameter(document: ApiDocument, reference: ApiDocument, site: ExampleSite): Judged {
  const parameter = valueAt(document.root, site.holderAt) as { name?: unknown; in?: unknown };
  if (parameter.in !== 'query' || typeof parameter.name !== 'string') return NOTHING;
  const template = templateOf(site.holderAt);
  if (template !== undefined && referencePath(document, template) !== LISTING_PATH) return NOTHING;
  const value = Array.isArray(site.value) ? site.value.join(',') : String(site.value);
  const query = new URLSearchParams(parameter.name === 'type' ? {} : { type: 'releases.ReleasePage' });
  query.append(parameter.name, value);
  const url = new URL(`${LISTING_PATH}?${query}`, 'http://localhost');
  const request = { method: 'GET', target: `${url.pathname}${url.search}`, headers: [{ name: 'Authorization', value: 'Token example', line: 0 }], line: 0 };
  return { findings: checkRequest(request, url, { code: 200, line: 0 }, reference.profile).map(inExample), notJudged: [] };
}

function judgeResponse(document: ApiDocument, reference: ApiDocument, site: ExampleSite): Judged & { assumption?: string } {
  const [, template, , , status] = pointerSegments(site.holderAt);
  const path = site.holderAt.startsWith('/paths/') ? referencePath(document, template) : undefined;
  if (path === undefined || !/^\d{3}$/.test(status)) return NOTHING;
  const lookup = findOperation(reference, 'GET', path);
  if ('problem' in lookup) return NOTHING;
  const schema = checkResponseSchema(reference, lookup.operation, Number(status), site.value, 0).map(inExample);
  if (schema.length > 0 || status !== '200') return { findings: schema, notJudged: [] };
  const listing = path === LISTING_PATH;
  const judged = checkSemantics({ body: site.value, listing, query: new URLSearchParams(TYPE), profile: reference.profile });
  const needsRequest = (rule: string) => NEEDS_THE_REQUEST.some((prefix) => rule.startsWith(prefix));
  const notJudged: UndecidedRule[] = [
    ...judged.notJudged.filter((entry) => !needsRequest(entry.rule)),
    ...[...new Set(judged.findings.map((f) => f.rule).filter(needsRequest))].map((rule) => ({ rule, section: refOf(rule).section, why: WHY })),
  ];
  return { findings: judged.findings.filter((finding) => !needsRequest(finding.rule)), notJudged, assumption: judged.assumption };
}

/** The example's findings by the spec's rules, and the rules it could not decide. */
export function judgeBySpecRules(document: ApiDocument, reference: ApiDocument, site: ExampleSite): Judged & { assumption?: string } {
  if (site.holderAt.includes('/parameters/')) return judgeParameter(document, reference, site);
  if (site.holderAt.includes('/content/')) return judgeResponse(document, reference, site);
  return NOTHING;
}
