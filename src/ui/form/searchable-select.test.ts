import { describe, expect, it } from 'vitest'
import { narrowOptions } from './searchable-select'

const options = [
  { id: 1, name: 'Hôpital de Sion', city: 'Sion' },
  { id: 2, name: 'Kantonsspital Zürich', city: 'Zürich' },
  { id: 3, name: 'Klinik Hirslanden', city: 'Zürich' },
  { id: 4, name: 'Ospedale Civico', city: null },
]

describe('narrowOptions', () => {
  it('keeps every option without a query', () => {
    expect(narrowOptions(options, '  ', '')).toEqual(options)
  })
  it('matches every word in name and town, without regard to accents or case', () => {
    expect(narrowOptions(options, 'hopital SION', '').map((o) => o.id)).toEqual([1])
    expect(narrowOptions(options, 'zurich klinik', '').map((o) => o.id)).toEqual([3])
    expect(narrowOptions(options, 'civico', '').map((o) => o.id)).toEqual([4])
    expect(narrowOptions(options, 'bern', '')).toEqual([])
  })
  it('keeps the chosen option whatever the query, so the select never loses it', () => {
    expect(narrowOptions(options, 'sion', '2').map((o) => o.id)).toEqual([1, 2])
  })
})
