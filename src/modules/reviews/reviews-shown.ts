// How many review texts an institution page shows ("show more" in page-size steps).

export const REVIEWS_PAGE_SIZE = 10
/** the most texts one page shows, however the "show more" parameter is set */
export const REVIEWS_MAX_SHOWN = 500

/** Clamps a "show more" value (query string) to page-size steps between one page and the maximum. */
export function reviewsShown(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : REVIEWS_PAGE_SIZE
  return Math.min(REVIEWS_MAX_SHOWN, Math.max(REVIEWS_PAGE_SIZE, Math.ceil(n / REVIEWS_PAGE_SIZE) * REVIEWS_PAGE_SIZE))
}
