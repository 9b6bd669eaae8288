import { describe, expect, it } from 'vitest'
import { startOfReviewMonth, toReviewMonth, withoutSalary, type ReviewRead } from './shapes'

describe('startOfReviewMonth: midnight on the 1st in Zurich', () => {
  it.each([
    ['2026-07-31T21:59:59.000Z', '2026-06-30T22:00:00.000Z'], // summer time: 23:59 on 31 July in Zurich
    ['2026-07-31T22:00:00.000Z', '2026-07-31T22:00:00.000Z'], // 00:00 on 1 August in Zurich
    ['2026-11-15T12:00:00.000Z', '2026-10-31T23:00:00.000Z'], // winter time
    ['2026-01-01T00:30:00.000Z', '2025-12-31T23:00:00.000Z'], // across the year
    ['2026-03-31T12:00:00.000Z', '2026-02-28T23:00:00.000Z'], // the month clocks change in
    ['2026-10-31T22:30:00.000Z', '2026-09-30T22:00:00.000Z'],
  ])('%s -> %s', (at, start) => {
    expect(startOfReviewMonth(new Date(at)).toISOString()).toBe(start)
  })

  it('is in the same month as the date, and one millisecond earlier is the month before', () => {
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 5 * 86_400_000 + 3_600_000) {
      const start = startOfReviewMonth(new Date(t))
      expect(toReviewMonth(start)).toBe(toReviewMonth(new Date(t)))
      expect(toReviewMonth(new Date(start.getTime() - 1))).not.toBe(toReviewMonth(start))
    }
  })
})

describe('withoutSalary', () => {
  it('empties the salary and nothing else', () => {
    const review = {
      id: 1,
      work: { rating: 4, feedback: 'ok', hours: 50, picket: false, night: true, start_time: '07:00', end_time: '18:00', salary: 104_000 },
    } as unknown as ReviewRead
    expect(withoutSalary(review)).toEqual({ ...review, work: { ...review.work, salary: null } })
    expect(review.work.salary).toBe(104_000)
  })
})
