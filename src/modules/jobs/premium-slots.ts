// Where premium ads go in a results list (ADR 0040). Pure: the search feeds it the normal ranking's
// first rows and today's rotation of the premium matches; the tests feed it made-up lists.
//
// The rule, page by page: the first PREMIUM_SLOTS places of a page go to the next premium matches
// of today's rotation not shown yet; the other places continue the normal ranking, skipping ads
// already shown. So every ad is shown once, the normal ranking of the rest keeps its order, and no
// premium ad falls behind an ad the normal ranking puts after it. The slots run on the first
// PREMIUM_SLOT_PAGES pages; later pages continue the normal ranking without the slotted ads.

/** premium places at the top of each results page */
export const PREMIUM_SLOTS = 3
/** pages that have premium places (the pages people read); later pages are the normal ranking */
export const PREMIUM_SLOT_PAGES = 10

const DAY_MS = 86_400_000

/**
 * Where today's rotation starts: it moves on by PREMIUM_SLOTS every day (UTC), so each premium
 * match of a search gets the first slots of page 1 in turn, and a page is the same all day long
 * (the page cache keeps it, ADR 0034).
 */
export function rotationShift(now: Date, slots = PREMIUM_SLOTS): number {
  return Math.floor(now.getTime() / DAY_MS) * slots
}

export interface PremiumPlacement {
  /** the ids of pages 1..pages, in their order */
  pages: number[][]
  /** the ads placed in premium slots on those pages */
  slotted: number[]
}

/**
 * Pages 1..pages of the placed list.
 * natural: the normal ranking's first pages × perPage rows (or all, when fewer match);
 * rotated: today's rotation of the premium matches, its first pages × (slots + perPage) ids (or all).
 * Both bounds suffice: a page reads at most perPage rows of the ranking (those it skips are
 * slotted ones) and at most slots + perPage ids of the rotation (those it skips were shown).
 */
export function placePremium(natural: readonly number[], rotated: readonly number[], pages: number, perPage: number, slots = PREMIUM_SLOTS): PremiumPlacement {
  const shown = new Set<number>()
  const placed: number[][] = []
  const slotted: number[] = []
  let n = 0
  let r = 0
  const slotCount = Math.min(Math.max(0, slots), perPage)
  for (let page = 0; page < pages; page++) {
    const ids: number[] = []
    while (ids.length < slotCount && r < rotated.length) {
      const id = rotated[r++]!
      if (shown.has(id)) continue
      shown.add(id)
      slotted.push(id)
      ids.push(id)
    }
    while (ids.length < perPage && n < natural.length) {
      const id = natural[n++]!
      if (shown.has(id)) continue
      shown.add(id)
      ids.push(id)
    }
    placed.push(ids)
  }
  return { pages: placed, slotted }
}
