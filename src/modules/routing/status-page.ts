/** The internal route the proxy rewrites to for 401/403 pages (not reachable directly). */
export const STATUS_PAGE_SEGMENT = 'status-page'
/** Request header the proxy sets on its rewrites to a status page (the status): no canonical, no hreflang. */
export const STATUS_PAGE_HEADER = 'x-status-page'
export const ERROR_STATUSES = ['401', '403', '404', 'other'] as const
export type ErrorStatus = (typeof ERROR_STATUSES)[number]
/** Request header of the 404 page the app process renders in place of Next's error shell (server/not-found-page.ts): the path asked for. */
export const NOT_FOUND_PATH_HEADER = 'x-helvemed-not-found-path'
