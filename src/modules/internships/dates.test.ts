import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayOf, gapDays, overlaps, phaseOf, rangeProblem } from './dates'
import { InternshipCreateSchema } from './create-schema'
import { parseFinderQuery, finderSearch } from './finder-query'

const today = new Date('2026-11-26T09:00:00Z')
const range = (start: string, end: string) => ({ start, end })

describe('overlaps', () => {
  it('counts a shared first or last day, not touching days', () => {
    const march = range('2026-03-01', '2026-03-31')
    expect(overlaps(march, range('2026-03-31', '2026-04-30'))).toBe(true)
    expect(overlaps(march, range('2026-02-01', '2026-03-01'))).toBe(true)
    expect(overlaps(march, range('2026-03-10', '2026-03-10'))).toBe(true)
    expect(overlaps(march, range('2026-04-01', '2026-04-30'))).toBe(false)
    expect(overlaps(march, range('2026-01-01', '2026-02-28'))).toBe(false)
  })

  it('is symmetric and agrees with comparing days (property)', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((n) => dayOf(new Date(Date.UTC(2025, 0, 1) + n * 86_400_000)))
    const r = fc.tuple(day, day).map(([a, b]) => (a <= b ? range(a, b) : range(b, a)))
    fc.assert(
      fc.property(r, r, (a, b) => {
        expect(overlaps(a, b)).toBe(overlaps(b, a))
        const shared = [a.start, a.end, b.start, b.end].some((d) => d >= a.start && d <= a.end && d >= b.start && d <= b.end)
        expect(overlaps(a, b)).toBe(shared)
      }),
    )
  })
})

describe('ranges', () => {
  it('allow the past and the future within bounds', () => {
    expect(rangeProblem(range('2024-02-01', '2024-03-31'), today)).toBeNull()
    expect(rangeProblem(range('2027-02-01', '2027-03-31'), today)).toBeNull()
    expect(rangeProblem(range('2026-11-26', '2026-11-26'), today)).toBeNull()
    expect(rangeProblem(range('2022-11-25', '2022-12-31'), today)).toEqual({ field: 'start', problem: 'tooEarly' })
    expect(rangeProblem(range('2029-11-01', '2029-11-27'), today)).toEqual({ field: 'end', problem: 'tooLate' })
    expect(rangeProblem(range('2026-03-02', '2026-03-01'), today)).toEqual({ field: 'end', problem: 'endBeforeStart' })
    expect(rangeProblem(range('2026-01-01', '2027-01-02'), today)).toEqual({ field: 'end', problem: 'tooLong' })
  })

  it('name gaps and phases', () => {
    expect(gapDays(range('2026-01-01', '2026-01-31'), range('2026-02-01', '2026-02-28'))).toBe(0)
    expect(gapDays(range('2026-01-01', '2026-01-31'), range('2026-02-15', '2026-02-28'))).toBe(14)
    expect(phaseOf(range('2026-01-01', '2026-11-25'), '2026-11-26')).toBe('past')
    expect(phaseOf(range('2026-11-26', '2026-12-25'), '2026-11-26')).toBe('current')
    expect(phaseOf(range('2026-11-27', '2026-12-25'), '2026-11-26')).toBe('planned')
  })
})

describe('the create form', () => {
  it('gives a result or field errors for any input, never a crash (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('institution', 'request', 'request_name', 'request_city', 'request_region', 'field', 'start', 'end'), fc.string()), (input) => {
        const parsed = InternshipCreateSchema.safeParse(input)
        if (!parsed.success) for (const issue of parsed.error.issues) expect(typeof issue.message).toBe('string')
      }),
    )
  })

  it('needs an institution from the list or a complete request', () => {
    const base = { field: 'SURGERY', start: '2026-03-01', end: '2026-03-31' }
    expect(InternshipCreateSchema.safeParse({ ...base, institution: '12' }).success).toBe(true)
    expect(InternshipCreateSchema.safeParse({ ...base, institution: '' }).success).toBe(false)
    expect(InternshipCreateSchema.safeParse({ ...base, request: 'on', request_name: 'Spital Muster', request_city: 'Muster', request_region: 'BE' }).success).toBe(true)
    const partial = InternshipCreateSchema.safeParse({ ...base, request: 'on', request_name: 'Spital Muster' })
    expect(partial.success ? [] : partial.error.issues.map((i) => i.path[0]).sort()).toEqual(['request_city', 'request_region'])
    expect(InternshipCreateSchema.safeParse({ ...base, institution: '12', start: '2026-13-01' }).success).toBe(false)
    const reversed = InternshipCreateSchema.safeParse({ ...base, institution: '', start: '2026-04-01', end: '2026-03-01' })
    expect(reversed.success ? [] : reversed.error.issues.map((i) => `${String(i.path[0])}:${i.message}`).sort()).toEqual([
      'end:internships.errors.endBeforeStart',
      'institution:internships.errors.institution',
    ])
  })
})

describe('the finder query', () => {
  it('drops what names nothing and keeps the rest', () => {
    expect(parseFinderQuery({ field: 'SURGERY', region: 'ZH', lang: 'it', sort: 'rating', show: 'x' })).toEqual({
      field: 'SURGERY',
      region: 'ZH',
      lang: 'it',
      sort: 'rating',
      show: null,
    })
    expect(parseFinderQuery({ field: '<script>', region: 'Zürich', lang: 'en', sort: 'price' })).toEqual({ field: null, region: null, lang: null, sort: 'name', show: null })
    expect(finderSearch({ field: 'SURGERY', sort: 'name', show: 'PAEDIATRICS' })).toBe('?field=SURGERY&show=PAEDIATRICS')
  })
})
