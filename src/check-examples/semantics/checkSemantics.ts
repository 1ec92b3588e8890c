import { judgeAtAssumedNow, judgeAtStatedNow, type Judgement } from './assumedNow';
import { checkDateFilters } from './checkDateFilters';
import { checkDetailUrls } from './checkDetailUrls';
import { checkFields } from './checkFields';
import { fieldBounds } from './fieldBounds';
import { checkOrdering } from './checkOrdering';
import { checkPaging, type ListingBody } from './checkPaging';
import { checkStatusPresentation } from './checkStatusPresentation';
import { shownItems } from './shownItems';
import { statusTimedChecks } from './statusTimedChecks';
import type { Finding } from '../types';
import type { Profile } from '../../core/profile';

export interface SemanticsInput {
  /** A body the reference answered 200 to, valid against its schema. */
  body: unknown;
  /** The listing, or the detail endpoint's single page. */
  listing: boolean;
  query: URLSearchParams;
  /** "Now" as the example states it, if it does. */
  statedNowMs?: number;
  profile: Profile;
}

/**
 * Whether a 200 body is one the reference could write for this request, judged on its rules
 * rather than its data, as far as the profile judges them: fields, filters, order, paging,
 * detail URLs and status objects.
 */
export function checkSemantics({ body, listing, query, statedNowMs, profile }: SemanticsInput): { findings: Finding[]; assumption?: string } {
  const items = shownItems(body, listing);
  const findings = [
    ...checkFields(items, fieldBounds(query.get('fields') ?? undefined, listing, profile)),
    ...checkDetailUrls(items),
    ...(listing ? [...checkDateFilters(items, query), ...checkOrdering(items, query, profile), ...checkPaging(body as ListingBody, query)] : []),
  ];
  const timed = statusTimedChecks(items, listing ? query.get('status') : null, profile);
  const judgement: Judgement = statedNowMs === undefined ? judgeAtAssumedNow(timed) : judgeAtStatedNow(timed, statedNowMs);
  findings.push(...checkStatusPresentation(items, profile), ...judgement.findings);
  return { findings, assumption: judgement.assumption };
}
