import { describe, expect, it } from 'vitest'
import { InstitutionFilterSchema } from './filter-path'
import { buildInstitutionSearchSql, institutionSetsSql, readInstitutionSets } from './search-sql'

const ids = { fields: [1, 2], levels: [], regions: [3], categories: [4] }
const sets = { fields: [10, 11], professional: [12] }

describe('buildInstitutionSearchSql', () => {
  it('keeps every value out of the SQL text', () => {
    const filter = InstitutionFilterSchema.parse({ fields: ['A', 'B'], regions: ['ZH'], categories: ['X'], professional: true, text: "o'brien; DROP TABLE institutions", page: 3 })
    const sql = buildInstitutionSearchSql(filter, { locale: 'fr', essentialIds: ids, sets, perPage: 10 })
    for (const query of [sql.list, sql.count, sql.regionCounts, sql.categoryCounts]) {
      expect(query.text).not.toMatch(/brien|DROP/)
      expect(
        query.text
          .match(/\$\d+/g)
          ?.map((p) => Number(p.slice(1)))
          .reduce((a, b) => Math.max(a, b), 0),
      ).toBe(query.values.length)
    }
    expect(sql.list.values).toContain(20) // offset of page 3
    expect(sql).toMatchObject({ page: 3, perPage: 10 })
  })

  it('sorts with the visitor language collation and never with another string', () => {
    const filter = InstitutionFilterSchema.parse({})
    expect(buildInstitutionSearchSql(filter, { locale: 'de' }).list.text).toContain('COLLATE "de-CH-x-icu"')
    expect(buildInstitutionSearchSql(filter, { locale: 'it' }).list.text).toContain('COLLATE "it-CH-x-icu"')
    // a value that is no locale (from an unchecked caller) falls back to German
    expect(buildInstitutionSearchSql(filter, { locale: 'xx' as 'de' }).list.text).toContain('COLLATE "de-CH-x-icu"')
  })

  it('leaves its own list out of the per-canton and per-category counts', () => {
    const filter = InstitutionFilterSchema.parse({ regions: ['ZH'], categories: ['X'] })
    const sql = buildInstitutionSearchSql(filter, { locale: 'de', essentialIds: ids })
    expect(sql.regionCounts.text).not.toContain('i.region_id = ANY')
    expect(sql.regionCounts.text).toContain('i.category_id = ANY')
    expect(sql.categoryCounts.text).toContain('i.region_id = ANY')
    expect(sql.categoryCounts.text).not.toContain('i.category_id = ANY')
  })

  it('needs the ids of the keys and the institution sets it filters by', () => {
    expect(() => buildInstitutionSearchSql(InstitutionFilterSchema.parse({ regions: ['ZH'] }), { locale: 'de' })).toThrow(/essentialIds/)
    expect(() => buildInstitutionSearchSql(InstitutionFilterSchema.parse({ professional: true }), { locale: 'de' })).toThrow(/sets/)
    expect(() => institutionSetsSql(InstitutionFilterSchema.parse({ fields: ['A'] }), undefined)).toThrow(/essentialIds/)
  })

  it('resolves the field and professional sets in one statement, only when needed', () => {
    expect(institutionSetsSql(InstitutionFilterSchema.parse({ regions: ['ZH'], text: 'x' }), ids)).toBeNull()
    const now = new Date('2026-06-15T12:00:00Z')
    const query = institutionSetsSql(InstitutionFilterSchema.parse({ fields: ['A'], professional: true }), ids, now)!
    expect(query.values).toEqual([[1, 2], now.toISOString()])
    expect(query.text.match(/UNION/g)).toHaveLength(2)
    expect(
      readInstitutionSets([
        { set: 'fields', id: 1 },
        { set: 'professional', id: 2 },
        { set: 'other', id: 3 },
      ]),
    ).toEqual({ fields: [1], professional: [2] })
  })
})
