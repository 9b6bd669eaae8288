/** The internal route the proxy rewrites to for 401/403 pages (not reachable directly). */
export const STATUS_PAGE_SEGMENT = 'status-page'
export const ERROR_STATUSES = ['401', '403', '404', 'other'] as const
export type ErrorStatus = (typeof ERROR_STATUSES)[number]
