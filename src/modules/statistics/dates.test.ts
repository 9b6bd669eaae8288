import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysInRange, eachDay, isCalendarDay, presetRange, swissToday } from './dates'

describe('statistics dates', () => {
  it('knows the Swiss day around midnight', () => {
    expect(swissToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26')
    expect(swissToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30')
    expect(swissToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01')
  })

  it('resolves the presets', () => {
    expect(presetRange('7d', '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' })
    expect(presetRange('30d', '2026-11-26')).toEqual({ from: '2026-10-28', to: '2026-11-26' })
    expect(presetRange('month', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' })
    expect(presetRange('lastMonth', '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(presetRange('12m', '2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' })
  })

  it('rejects days that do not exist', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('26.11.2026')).toBe(false)
  })

  it('counts and lists the days of any range consistently', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (from, n) => {
        const to = addDays(from, n)
        expect(daysInRange(from, to)).toBe(n + 1)
        const days = eachDay(from, to)
        expect(days).toHaveLength(n + 1)
        expect(days.every(isCalendarDay)).toBe(true)
      }),
    )
  })
})
