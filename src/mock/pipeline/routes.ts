// The core's routes as path patterns, matched as Django's URL resolver matches them (case aside).

/** The listing, `/api/v2/pages/`. */
export const LISTING_ROUTE = /^\/api\/v2\/pages\/$/i;

/** A page's detail, `/api/v2/pages/{id}/`: the id as the path gives it. */
export const DETAIL_ROUTE = /^\/api\/v2\/pages\/([^/]+)\/$/i;

/** The admin routes (`--admin`), under `/__mock`, served whatever the case. */
export const ADMIN_ROUTE = /^\/__mock(?=\/|$)/i;
