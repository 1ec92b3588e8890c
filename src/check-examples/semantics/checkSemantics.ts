// Checking an example's body by the rulebook: what the request asked for against what the answer shows.
import { judgeAtAssumedNow, judgeAtStatedNow } from './assumedNow';
import { checkDetailFields } from './checkDetailFields';
import { detailFieldBounds } from './fieldBounds';
import { itemJudged, rulebookFindings, type PlacedItem } from './rulebookFindings';
import { timedChecks } from './timedChecks';
import { detailUrlRule, isObject, itemsOf, readingsOf } from '../../rules';
import type { Judged } from '../types';
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
 * rather than its data, by the rulebook as the profile reads it: a listing's rules (fields,
 * filters, order, paging, formats, status presentation); the detail endpoint, beyond the
 * documentation (§4.1's notes), by its `detail_url` and, as the profile reads `fields`, its
 * fields. The rules that depend on "now" are judged at the moment the example states or,
 * without one, a moment that fits.
 */
export function checkSemantics({ body, listing, query, statedNowMs, profile }: SemanticsInput): Judged & { assumption?: string } {
  const readings = readingsOf(profile);
  const placed: PlacedItem[] = listing ? itemsOf(body) : isObject(body) ? [{ item: body }] : [];
  const fields = query.get('fields') ?? undefined;
  const detailUrl = itemJudged(detailUrlRule, placed);
  const judged: Judged = listing
    ? rulebookFindings(body, query, readings)
    : {
        findings: [...placed.flatMap(({ item }) => checkDetailFields(item, detailFieldBounds(fields, readings), fields)), ...detailUrl.findings],
        notJudged: detailUrl.notJudged,
      };
  const checks = timedChecks(placed, listing ? query : undefined, readings);
  const judgement = statedNowMs === undefined ? judgeAtAssumedNow(checks) : judgeAtStatedNow(checks, statedNowMs);
  return { findings: [...judged.findings, ...judgement.findings], notJudged: [...judged.notJudged, ...judgement.notJudged], assumption: judgement.assumption };
}
