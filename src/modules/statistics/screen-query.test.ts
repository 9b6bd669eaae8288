import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortRows, type ReportRow } from './report'
import { parseScreenQuery, screenQueryString, screenRequest } from './screen-query'

describe('the statistics screen query', () => {
  it('reads repeated ids, drops junk and falls back to the defaults', () => {
    const q = parseScreenQuery(new URLSearchParams('preset=nope&view=jobs&institution=3&institution=x&institution=3&job=99999999999&job=7&sort=evil&dir=up'))
    expect(q).toEqual({ preset: '30d', from: '', to: '', view: 'jobs', institution: [3], job: [7], sort: 'impressions', dir: 'desc' })
  })

  it('round-trips through its query string', () => {
    const q = parseScreenQuery({ preset: 'custom', from: '2026-01-01', to: '2026-02-01', view: 'institutions', institution: ['4', '5'], sort: 'ctr', dir: 'asc' })
    expect(parseScreenQuery(new URLSearchParams(screenQueryString(q)))).toEqual(q)
  })

  it('turns a state into the call request: none chosen means all', () => {
    const today = '2026-11-26'
    expect(screenRequest(parseScreenQuery({ preset: '7d' }), today)).toEqual({
      ok: true,
      request: { from: '2026-11-20', to: '2026-11-26', institutions: 'all', jobs: 'all' },
    })
    expect(screenRequest(parseScreenQuery({ preset: 'custom', from: '2026-11-20', to: '2026-11-01' }), today)).toEqual({ ok: false, errors: { from: ['fromAfterTo'] } })
    expect(screenRequest(parseScreenQuery({ preset: 'custom', from: '', to: '2027-01-01' }), today)).toEqual({ ok: false, errors: { from: ['date'], to: ['future'] } })
  })

  it('never crashes on any query', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('preset', 'from', 'to', 'view', 'institution', 'job', 'sort', 'dir', 'x'), fc.string())), (pairs) => {
        const q = parseScreenQuery(new URLSearchParams(pairs))
        expect(screenRequest(q, '2026-11-26')).toHaveProperty('ok')
      }),
    )
  })
})

describe('sorting the table', () => {
  const row = (id: number, name: string, impressions: number, views: number): ReportRow => ({
    id,
    name,
    place: '',
    onlineFrom: null,
    product: null,
    onlineUntil: null,
    impressions,
    views,
    ctr: impressions > 0 ? views / impressions : null,
    comparison: null,
  })
  const rows = [row(1, 'Chirurgie', 100, 5), row(2, 'Anästhesie', 0, 0), row(3, 'Kardiologie', 50, 5)]

  it('sorts each column both ways, rows without a rate last, ties by name', () => {
    expect(sortRows(rows, 'impressions', 'desc').map((r) => r.id)).toEqual([1, 3, 2])
    expect(sortRows(rows, 'views', 'desc').map((r) => r.id)).toEqual([1, 3, 2])
    expect(sortRows(rows, 'ctr', 'desc').map((r) => r.id)).toEqual([3, 1, 2])
    expect(sortRows(rows, 'ctr', 'asc').map((r) => r.id)).toEqual([1, 3, 2])
    expect(sortRows(rows, 'name', 'asc').map((r) => r.id)).toEqual([2, 1, 3])
  })
})
