import { describe, expect, it } from 'vitest'
import { median, reviewInsights, reviewSummary, type ReviewFigureRow } from './insights'

const row = (over: Partial<ReviewFigureRow> = {}): ReviewFigureRow => ({
  level: 'ASSISTANT_PHYSICIAN',
  work_hours: 50,
  work_has_night: false,
  work_has_picket: false,
  salary: 100_000,
  is_wsj_exclusive: false,
  ratings: { summary: 4 },
  ...over,
})
const rows = (n: number, over: (i: number) => Partial<ReviewFigureRow> = () => ({})) => Array.from({ length: n }, (_, i) => row(over(i)))

describe('median', () => {
  it('middle value, or the mean of the two middle values', () => {
    expect(median([])).toBeNull()
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})

describe('reviewInsights thresholds', () => {
  it('every figure is absent with 4 reviews', () => {
    const insights = reviewInsights(
      rows(4, (i) => ({ work_hours: 50 + i, work_has_night: true, work_has_picket: true })),
      50,
    )
    expect(insights.hours).toEqual({ value: null, basis: 4 })
    expect(insights.night_share).toEqual({ value: null, basis: 4 })
    expect(insights.picket_share).toEqual({ value: null, basis: 4 })
    expect(insights.salary_by_level).toEqual([])
    expect(insights.salary_levels_hidden).toBe(1)
    expect(insights.contract_hours).toBe(50)
  })

  it('every figure is present with 5 reviews', () => {
    const insights = reviewInsights(
      rows(5, (i) => ({ work_hours: [48, 55, 52, 60, 51][i], work_has_night: i < 2, work_has_picket: i < 4, salary: 95_000 + i * 2_600 })),
      null,
    )
    expect(insights.hours).toEqual({ value: 52, basis: 5 })
    expect(insights.night_share).toEqual({ value: 40, basis: 5 })
    expect(insights.picket_share).toEqual({ value: 80, basis: 5 })
    // median 100'200 -> 100'000
    expect(insights.salary_by_level).toEqual([{ level: 'ASSISTANT_PHYSICIAN', value: 100_000, basis: 5 }])
    expect(insights.salary_levels_hidden).toBe(0)
  })

  it('counts only reviews that give the value', () => {
    const insights = reviewInsights([...rows(4), ...rows(3, () => ({ work_hours: null, work_has_night: null, work_has_picket: null, salary: null }))], null)
    expect(insights.hours.value).toBeNull()
    expect(insights.night_share.basis).toBe(4)
    expect(insights.salary_by_level).toEqual([])
  })

  it('salary per level: only levels with 5 salaries, in essentials order', () => {
    const data = [
      ...rows(5, () => ({ level: 'SENIOR_PHYSICIAN', salary: 140_000 })),
      ...rows(6, (i) => ({ level: 'ASSISTANT_PHYSICIAN', salary: 90_000 + i * 1_000 })),
      ...rows(2, () => ({ level: 'CHIEF_PHYSICIAN', salary: 300_000 })),
    ]
    const insights = reviewInsights(data, null, ['ASSISTANT_PHYSICIAN', 'SENIOR_PHYSICIAN', 'CHIEF_PHYSICIAN'])
    expect(insights.salary_by_level).toEqual([
      { level: 'ASSISTANT_PHYSICIAN', value: 93_000, basis: 6 }, // median 92'500
      { level: 'SENIOR_PHYSICIAN', value: 140_000, basis: 5 },
    ])
    expect(insights.salary_levels_hidden).toBe(1)
  })

  it('hours are rounded to half hours', () => {
    const insights = reviewInsights(
      rows(6, (i) => ({ work_hours: [50, 51, 52, 53, 54, 55][i] })),
      null,
    )
    expect(insights.hours.value).toBe(52.5)
    const odd = reviewInsights(
      rows(6, (i) => ({ work_hours: [50, 50, 50.2, 50.4, 54, 55][i] })),
      null,
    )
    expect(odd.hours.value).toBe(50.5)
  })
})

describe('reviewSummary', () => {
  it('counts and averages per category over the ratings given', () => {
    const summary = reviewSummary([
      row({ ratings: { summary: 5, work: 2, team: null } }),
      row({ ratings: { summary: 4, work: 3 }, is_wsj_exclusive: true }),
      row({ ratings: { summary: 4 } }),
    ])
    expect(summary.count).toBe(3)
    expect(summary.wsj_count).toBe(1)
    expect(summary.averages).toEqual({ summary: 4.3, work: 2.5, work_life: null, team: null, superior: null, admin: null, learning: null, mutual: null })
    expect(summary.rated).toEqual({ summary: 3, work: 2, work_life: 0, team: 0, superior: 0, admin: 0, learning: 0, mutual: 0 })
  })

  it('no reviews: zero and no averages', () => {
    const summary = reviewSummary([])
    expect(summary.count).toBe(0)
    expect(Object.values(summary.averages).every((v) => v === null)).toBe(true)
  })
})
