import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_ID } from '@/lib/params'
import { compareHref, compareIdsFromQuery, formatCompareIds, MAX_COMPARED, parseCompareIds, withCompared, withoutCompared } from './compare-ids'

const id = fc.integer({ min: 1, max: MAX_ID })
const selection = fc.uniqueArray(id, { minLength: 1, maxLength: MAX_COMPARED })

describe('the comparison URL', () => {
  it('round trip: format then parse gives the same ids in the same order, canonical', () => {
    fc.assert(
      fc.property(selection, (ids) => {
        expect(parseCompareIds(formatCompareIds(ids))).toEqual({ ok: true, ids, canonical: true })
      }),
    )
  })

  it('any text parses to ids (1 to 4, unique, in order) or is refused, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const parsed = parseCompareIds(text)
        if (!parsed.ok) return
        expect(parsed.ids.length).toBeGreaterThanOrEqual(1)
        expect(parsed.ids.length).toBeLessThanOrEqual(MAX_COMPARED)
        expect(new Set(parsed.ids).size).toBe(parsed.ids.length)
        // the canonical form is what format writes
        expect(parsed.canonical).toBe(formatCompareIds(parsed.ids) === text)
      }),
    )
  })

  it('duplicates, more than four ids and spaces are not canonical; the first four distinct ids stay in order', () => {
    expect(parseCompareIds('12,34,12')).toEqual({ ok: true, ids: [12, 34], canonical: false })
    expect(parseCompareIds('5,4,3,2,1')).toEqual({ ok: true, ids: [5, 4, 3, 2], canonical: false })
    expect(parseCompareIds('7, 8')).toEqual({ ok: true, ids: [7, 8], canonical: false })
    expect(parseCompareIds('34,12')).toEqual({ ok: true, ids: [34, 12], canonical: true })
  })

  it('refuses what is not a list of ids', () => {
    for (const bad of ['', ',', 'abc', '12,x', '0,1', '012', '-1,2', '1.5', String(MAX_ID + 1)]) expect(parseCompareIds(bad)).toEqual({ ok: false })
  })

  it('is written under each language’s word', () => {
    expect(compareHref('de', [12, 34])).toBe('/de/arbeitgeber-vergleich/12,34')
    expect(compareHref('fr', [12, 34])).toBe('/fr/comparaison-employeurs/12,34')
    expect(compareHref('it', [12, 34, 5])).toBe('/it/confronto-datori-di-lavoro/12,34,5')
  })

  it('the query of the search carries a selection, anything else is none', () => {
    expect(compareIdsFromQuery('3,9')).toEqual([3, 9])
    expect(compareIdsFromQuery(['3', '9'])).toEqual([])
    expect(compareIdsFromQuery('x')).toEqual([])
    expect(compareIdsFromQuery(undefined)).toEqual([])
  })
})

describe('adding and removing', () => {
  it('adds at the end, once, never past four; removing leaves the others in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(id, { maxLength: MAX_COMPARED }), id, (ids, added) => {
        const next = withCompared(ids, added)
        expect(next.length).toBeLessThanOrEqual(MAX_COMPARED)
        if (ids.includes(added) || ids.length === MAX_COMPARED) expect(next).toEqual(ids)
        else expect(next).toEqual([...ids, added])
        expect(withoutCompared(next, added)).toEqual(ids.filter((other) => other !== added))
      }),
    )
  })
})
