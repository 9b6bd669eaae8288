import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { JobFilterSchema, type JobFilter } from '@/modules/jobs/filter-path'
import { PREMIUM_SLOT_PAGES, PREMIUM_SLOTS } from '@/modules/jobs/premium-slots'
import { freshPayload } from '../support/test-db'

// Premium ads take the top places of each results page (ADR 0040), on real PostgreSQL: the
// search's statements, the listed_jobs copy of the product and the placement together.

let payload: Payload
let searchJobs: typeof import('@/modules/jobs/search.server').searchJobs

const NOW = new Date('2026-06-15T12:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const filter = (input: Partial<JobFilter> = {}): JobFilter => JobFilterSchema.parse(input)

let main: number
let other: number
const products: Record<string, number> = {}
/** main's ads, newest first (the normal ranking), and which are premium */
const natural: number[] = []
const premium = new Set<number>()
const otherPremium = new Set<number>()

async function insertJob(institution: number, n: number, product: number | null): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO jobs (title, slug, institution_id, status, locale, pensum_min, pensum_max, online_from, online_until, product_id)
     VALUES ($1, $2, $3, 'published', 'de', 100, 100, $4, $5, $6) RETURNING id`,
    [
      `Assistenzarzt Stelle ${institution}-${n}`,
      `stelle-${institution}-${n}`,
      institution,
      new Date(NOW.getTime() - (n + 1) * 3_600_000).toISOString(),
      new Date(NOW.getTime() + 90 * DAY).toISOString(),
      product,
    ],
  )
  return rows[0]!.id
}

async function allPages(f: Partial<JobFilter>, perPage: number, now = NOW) {
  const first = await searchJobs(payload, filter(f), { perPage, now })
  const pages = [first.ids]
  for (let page = 2; page <= first.totalPages; page++) pages.push((await searchJobs(payload, filter({ ...f, page }), { perPage, now })).ids)
  return { first, pages }
}

beforeAll(async () => {
  payload = await freshPayload()
  ;({ searchJobs } = await import('@/modules/jobs/search.server'))
  const pool = payload.db.pool
  const { rows } = await pool.query<{ id: number; key: string }>(
    `INSERT INTO products (key, position) VALUES ('basic', 1), ('premium', 2), ('premium-social', 3) RETURNING id, key`,
  )
  for (const row of rows) products[row.key] = row.id
  const category = (await pool.query<{ id: number }>(`INSERT INTO categories (key) VALUES ('UNIVERSITY_HOSPITAL') RETURNING id`)).rows[0]!.id
  const region = (await pool.query<{ id: number }>(`INSERT INTO regions (key) VALUES ('ZH') RETURNING id`)).rows[0]!.id
  const inst = async (name: string) =>
    (
      await pool.query<{ id: number }>(`INSERT INTO institutions (name, slug, status, main_lang, category_id, region_id) VALUES ($1, $2, 'active', 'de', $3, $4) RETURNING id`, [
        name,
        name.toLowerCase().replace(/\W+/g, '-'),
        category,
        region,
      ])
    ).rows[0]!.id
  main = await inst('Spital A')
  other = await inst('Spital B')
  // 83 ads of main, newest first; every seventh premium, every eleventh premium-social, some crawled (no product)
  for (let n = 0; n < 83; n++) {
    const product = n % 7 === 3 ? products.premium! : n % 11 === 5 ? products['premium-social']! : n % 5 === 0 ? null : products.basic!
    const id = await insertJob(main, n, product)
    natural.push(id)
    if (product === products.premium || product === products['premium-social']) premium.add(id)
  }
  for (let n = 0; n < 6; n++) otherPremium.add(await insertJob(other, n, products.premium!))
})

describe('premium placement', () => {
  it('copies the package into the search table and follows product changes', async () => {
    const pool = payload.db.pool
    const { rows } = await pool.query<{ id: number }>(`SELECT id FROM listed_jobs WHERE premium AND institution_id = $1 ORDER BY online_from DESC, id DESC`, [main])
    expect(rows.map((r) => r.id)).toEqual(natural.filter((id) => premium.has(id)))
    const basic = natural.find((id) => !premium.has(id))!
    await pool.query(`UPDATE jobs SET product_id = $1 WHERE id = $2`, [products['premium-social'], basic])
    expect((await pool.query(`SELECT premium FROM listed_jobs WHERE id = $1`, [basic])).rows[0]).toEqual({ premium: true })
    await pool.query(`UPDATE jobs SET product_id = $1 WHERE id = $2`, [products.basic, basic])
    expect((await pool.query(`SELECT premium FROM listed_jobs WHERE id = $1`, [basic])).rows[0]).toEqual({ premium: false })
  })

  for (const perPage of [20, 5]) {
    it(`puts premium matches first on each page, the rest in its order, every ad once (${perPage} a page)`, async () => {
      const { first, pages } = await allPages({ institution: main }, perPage)
      expect(first.total).toBe(natural.length)
      expect(first.premiumTotal).toBe(premium.size)
      expect(first.totalPages).toBe(Math.ceil(natural.length / perPage))
      const all = pages.flat()
      // every ad once, none lost, full pages but the last
      expect(all).toHaveLength(natural.length)
      expect(new Set(all)).toEqual(new Set(natural))
      pages.slice(0, -1).forEach((ids) => expect(ids).toHaveLength(perPage))
      // the rest keeps the normal ranking
      expect(all.filter((id) => !premium.has(id))).toEqual(natural.filter((id) => !premium.has(id)))
      // a premium ad never falls behind an ad the normal ranking puts after it
      for (const id of premium) {
        const after = natural.slice(natural.indexOf(id) + 1).filter((other) => !premium.has(other))
        for (const later of after) expect(all.indexOf(id)).toBeLessThan(all.indexOf(later))
      }
      // the top slots of the slotted pages are premium while unshown premium ads remain
      let unshown = premium.size
      pages.forEach((ids, i) => {
        const top = ids.slice(0, PREMIUM_SLOTS)
        if (i < PREMIUM_SLOT_PAGES) expect(top.filter((id) => premium.has(id))).toHaveLength(Math.min(PREMIUM_SLOTS, unshown))
        unshown -= ids.filter((id) => premium.has(id)).length
      })
    })
  }

  it('goes on past the slotted pages without losing or repeating an ad', async () => {
    const perPage = 3
    const { first, pages } = await allPages({ institution: main }, perPage)
    expect(first.totalPages).toBeGreaterThan(PREMIUM_SLOT_PAGES + 2)
    const all = pages.flat()
    expect(all).toHaveLength(natural.length)
    expect(new Set(all)).toEqual(new Set(natural))
    expect(all.filter((id) => !premium.has(id))).toEqual(natural.filter((id) => !premium.has(id)))
    // the first ten pages are all premium slots (3 a page, 30 > the premium ads): every premium ad is on them
    expect(
      pages
        .slice(0, PREMIUM_SLOT_PAGES)
        .flat()
        .filter((id) => premium.has(id)),
    ).toHaveLength(premium.size)
  })

  it('rotates fairly: over consecutive days every premium match gets the first slots of page 1', async () => {
    const days = Math.ceil(premium.size / PREMIUM_SLOTS)
    const firstSlots: number[][] = []
    for (let d = 0; d < days; d++) {
      const { ids } = await searchJobs(payload, filter({ institution: main }), { now: new Date(NOW.getTime() + d * DAY) })
      firstSlots.push(ids.slice(0, PREMIUM_SLOTS))
    }
    expect(new Set(firstSlots.flat())).toEqual(premium)
    // and the same all day long (the page cache may keep the page)
    const morning = await searchJobs(payload, filter({ institution: main }), { now: new Date('2026-06-15T11:30:00Z') })
    const evening = await searchJobs(payload, filter({ institution: main }), { now: new Date('2026-06-15T23:59:59Z') })
    expect(morning.ids).toEqual(evening.ids)
  })

  it('slots only premium ads that match the search', async () => {
    const { ids } = await searchJobs(payload, filter({ institution: other }), { now: NOW })
    expect(new Set(ids)).toEqual(otherPremium)
    const page = await searchJobs(payload, filter({ text: 'Assistenzarzt', institution: main }), { now: NOW })
    expect(page.ids.slice(0, PREMIUM_SLOTS).every((id) => premium.has(id))).toBe(true)
    expect(page.total).toBe(natural.length)
  })

  it('keeps the order in the relevance and salary sorts', async () => {
    for (const sort of ['relevance', 'salary'] as const) {
      const { first, pages } = await allPages({ institution: main, text: 'Stelle', sort }, 20)
      expect(first.total).toBe(natural.length)
      const all = pages.flat()
      expect(new Set(all)).toEqual(new Set(natural))
      expect(all.slice(0, PREMIUM_SLOTS).every((id) => premium.has(id))).toBe(true)
    }
  })
})

describe('text searches in one statement (ADR 0076)', () => {
  it('gives the same window, rotation and count as the three statements it replaces', async () => {
    const { buildJobSearchSql } = await import('@/modules/jobs/search-sql')
    const run = async <Row>(q: { text: string; values: unknown[] }) => (await payload.db.pool.query(q.text, q.values)).rows as Row[]
    for (const sort of ['newest', 'relevance', 'salary'] as const) {
      for (const [offset, limit, countCap] of [
        [0, 20, 1000],
        [0, 50, 10],
        [40, 30, null],
      ] as const) {
        const query = buildJobSearchSql(filter({ text: 'Assistenzarzt', sort }), {
          now: NOW,
          perPage: 5,
          countCap,
          window: { offset, limit },
          rotation: { shift: 3, limit: 12 },
          rankedMatches: 30,
        })
        const label = JSON.stringify({ sort, offset, limit, countCap })
        const [together] = await run<{ list_ids: number[]; premium_ids: number[]; total: number; premium_total: number }>(query.together!)
        expect(together!.list_ids, label).toEqual((await run<{ id: number }>(query.list)).map((row) => row.id))
        expect(together!.premium_ids, label).toEqual((await run<{ id: number }>(query.premium)).map((row) => row.id))
        expect({ total: together!.total, premium_total: together!.premium_total }, label).toEqual((await run(query.count))[0])
        expect(together!.list_ids.length, label).toBeGreaterThan(0)
      }
    }
  })

  it('places the same ads on every page as the search without a text, where both match every ad', async () => {
    for (const sort of ['newest', 'salary'] as const) {
      const withText = await allPages({ text: 'Assistenzarzt', sort }, 5)
      const without = await allPages({ sort }, 5)
      expect(withText.pages).toEqual(without.pages)
      expect(withText.first).toMatchObject({ total: without.first.total, totalCapped: false })
    }
  })
})
