// What the Release Pages API documentation states, written once for all three tools: the mock
// serves it, the contract suite and the example checker judge by it. Section numbers are the
// documentation's. The mock's own choices where it is silent live with the mock, not here.
import type { StatusCode } from './types';

/** §4.1: the listing, and (beyond the documentation, §4.1's notes) the detail endpoint at `detail_url`, as openapi.yaml names them. */
export const LISTING_PATH = '/api/v2/pages/';
export const DETAIL_PATH = '/api/v2/pages/{id}/';

/** §1: the API is read-only (§4.1: `GET`); any other method gets 405 naming these. */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** §4.1 `type`, and §2.3 `meta.type`: the page type of a release page. */
export const PAGE_TYPE = 'releases.ReleasePage';

/** §4.1: the listing's path with its required `type`, the target every listing request starts from. */
export const LISTING_TARGET = `${LISTING_PATH}?type=${PAGE_TYPE}`;

/** §4.1 and §8: the default and the largest `limit`. */
export const MAX_LIMIT = 200;
export const DEFAULT_LIMIT = 200;
/** §4.1 and §8: the default `offset`. */
export const DEFAULT_OFFSET = 0;

/** §2.4 and §3: the status codes, in the order of §3's table. */
export const STATUS_CODES: readonly StatusCode[] = ['draft', 'announced', 'scheduled', 'published'];

/** §2.2: the fields of a release page outside `meta`, in the table's order (the order items are written in). */
export const BODY_FIELDS = [
  'id',
  'title',
  'expected_date',
  'expected_time_period',
  'target_date',
  'content_scheduled',
  'status',
  'announcement_reports',
] as const;
/** §2.3: the fields of a release page's `meta`, in the table's order. */
export const META_FIELDS = ['type', 'detail_url', 'html_url', 'slug', 'first_published_at'] as const;
/** §2.2: every top-level field of a release page, `meta` included. */
export const RELEASE_FIELDS = ['id', 'meta', ...BODY_FIELDS.slice(1)] as const;
/** §4.1: the default of `fields`. */
export const DEFAULT_FIELDS = ['id', 'title', 'meta'] as const;

/** §2.5: the only page type of an announcement report. */
export const REPORT_PAGE_TYPE = 'EmailableIndexPage';
