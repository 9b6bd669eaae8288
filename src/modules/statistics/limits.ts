// Shared by the browser queue and the route (kept apart from schemas.ts so the browser bundle has no Zod).

/** Most events one request may carry; the browser queue sends at most this many at once. */
export const MAX_EVENTS_PER_POST = 100
/** Largest accepted body: 100 events are about 9 KB, so this leaves room without inviting abuse. */
export const MAX_POST_BYTES = 32 * 1024
/** Where the browser sends its events (POST /api/fn/statistic/post). */
export const STATISTIC_POST_PATH = '/api/fn/statistic/post'
