import { describe, expect, it } from 'vitest'
import { JobFilterSchema, type JobFilter } from './filter-path'
import { boundingBox, buildJobSearchSql } from './search-sql'
import { essentialIdsSql, readEssentialIds } from '../search-path/sql'
import { distanceKm } from '../essentials/postal-codes'

const filter = (input: Partial<JobFilter> = {}): JobFilter => JobFilterSchema.parse(input)
const now = new Date('2026-06-15T12:00:00.000Z')

describe('job search SQL builder', () => {
  it('caps the count, but always one page past the requested one; or counts every match (ADR 0076)', () => {
    expect(buildJobSearchSql(filter(), { now }).countLimit).toBe(1000)
    expect(buildJobSearchSql(filter({ page: 50 }), { now }).countLimit).toBe(1020)
    expect(buildJobSearchSql(filter({ page: 2 }), { now, perPage: 5, countCap: 3 }).countLimit).toBe(15)
    const all = buildJobSearchSql(filter(), { now, countCap: null })
    expect(all.countLimit).toBeNull()
    expect(all.count.text).not.toMatch(/LIMIT/)
    expect(buildJobSearchSql(filter({ page: 50 }), { now }).count.values.at(-1)).toBe(1021)
  })

  it('keeps every value out of the SQL text', () => {
    const sql = buildJobSearchSql(
      filter({
        fields: ["X'; DROP TABLE jobs; --"],
        levels: ['ASSISTANT_PHYSICIAN'],
        regions: ['ZH'],
        categories: ['PRIVATE_CLINIC'],
        pensumMin: 40,
        pensumMax: 60,
        employment: 'PART_TIME',
        salaryMin: 123_456,
        text: "médecin'--",
        near: { zip: '8001', km: 17 },
        page: 3,
        sort: 'relevance',
      }),
      { now, perPage: 7, origin: { lat: 47.3721, lng: 8.5417 }, essentialIds: { fields: [], levels: [4], regions: [1], categories: [6] } },
    )
    for (const text of [sql.list.text, sql.count.text]) {
      expect(text).not.toMatch(/DROP|médecin|medecin|123456|ZH|PRIVATE_CLINIC|ASSISTANT|47\.37|2026/)
    }
    expect(sql.list.values).toContain('médecin')
    expect(sql.list.values).toContain(now.toISOString())
    // The list's own values come last: the text to rank by, then limit and offset.
    expect(sql.list.values.slice(-3)).toEqual(['médecin', 7, 14])
    // The count: the filter's values, then its limit (the cap + 1, ADR 0076); no order.
    expect(sql.count.values).toEqual([...sql.list.values.slice(0, -3), 1001])
    expect(sql.count.text).not.toMatch(/ORDER BY/)
    expect(sql).toMatchObject({ page: 3, perPage: 7, sort: 'relevance', countLimit: 1000 })
  })

  it('uses one placeholder per value, numbered in order', () => {
    const sql = buildJobSearchSql(filter({ fields: ['A'], text: 'herz', near: { zip: '8001', km: 5 } }), {
      now,
      origin: { lat: 47, lng: 8 },
      essentialIds: readEssentialIds([{ list: 'fields', id: 3 }]),
    })
    const numbers = [...new Set([...sql.list.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b)
    expect(numbers).toEqual(sql.list.values.map((_, i) => i + 1))
  })

  it('chooses the order: newest by default, relevance only with text, salary', () => {
    expect(buildJobSearchSql(filter(), { now }).list.text).toMatch(/ORDER BY m\.free, m\.online_from DESC, m\.id DESC LIMIT/)
    expect(buildJobSearchSql(filter({ sort: 'relevance' }), { now }).sort).toBe('newest')
    expect(buildJobSearchSql(filter({ sort: 'relevance', text: 'herz' }), { now }).list.text).toMatch(/ts_rank\(c\.search_tsv, /)
    expect(buildJobSearchSql(filter({ sort: 'salary' }), { now }).list.text).toMatch(/ORDER BY m\.free, m\.salary_max DESC NULLS LAST, m\.online_from DESC/)
  })

  it('leaves out conditions that cannot narrow anything', () => {
    const plain = buildJobSearchSql(filter({ pensumMin: 0, pensumMax: 100, text: ' ,;' }), { now })
    expect(plain.count.values).toEqual([now.toISOString(), 1001])
    expect(plain.count.text).not.toMatch(/pensum|search_tsv|EXISTS/)
  })

  it('resolves keys to ids in one parameterised statement', () => {
    expect(essentialIdsSql(filter())).toBeNull()
    const sql = essentialIdsSql(filter({ fields: ["A'B", 'C'], regions: ['ZH'] }))
    expect(sql?.values).toEqual([["A'B", 'C'], ['ZH']])
    expect(sql?.text).not.toMatch(/A'B|ZH/)
    expect(
      readEssentialIds([
        { list: 'fields', id: 1 },
        { list: 'regions', id: 2 },
        { list: 'fields', id: 5 },
        { list: 'other', id: 9 },
      ]),
    ).toEqual({
      fields: [1, 5],
      levels: [],
      regions: [2],
      categories: [],
    })
  })

  it('needs the coordinates for a distance filter, the ids for key lists, and clamps the page size', () => {
    expect(() => buildJobSearchSql(filter({ near: { zip: '8001', km: 5 } }), { now })).toThrow(/origin/)
    expect(() => buildJobSearchSql(filter({ fields: ['CARDIOLOGY'] }), { now })).toThrow(/essentialIds/)
    expect(buildJobSearchSql(filter(), { now, perPage: 10_000 }).perPage).toBe(100)
    expect(buildJobSearchSql(filter(), { now, perPage: 0 }).perPage).toBe(1)
  })

  it('adds "online after" (job alerts) as one more placeholder only when asked', () => {
    const after = new Date('2026-06-14T06:00:00.000Z')
    const sql = buildJobSearchSql(filter({ text: 'herz' }), { now, onlineAfter: after })
    expect(sql.count.text).toMatch(/j\.online_from > \$2::timestamptz/)
    expect(sql.count.values.slice(0, 2)).toEqual([now.toISOString(), after.toISOString()])
    expect(buildJobSearchSql(filter(), { now }).count.text).not.toMatch(/online_from >/)
  })

  it('draws a bounding box that contains the whole circle', () => {
    const origin = { lat: 46.5, lng: 7.5 }
    const box = boundingBox(origin, 20)
    for (const [lat, lng] of [
      [box.minLat, origin.lng],
      [box.maxLat, origin.lng],
      [origin.lat, box.minLng],
      [origin.lat, box.maxLng],
    ] as const) {
      expect(distanceKm(origin, { lat, lng })).toBeGreaterThanOrEqual(19.99)
    }
  })
})
