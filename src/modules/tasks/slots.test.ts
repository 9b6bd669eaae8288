import { describe, expect, it } from 'vitest'
import { dueSlot, zurichWall } from './slots'

describe('task slots in Swiss time', () => {
  it('names the latest daily start in Zurich, whatever the machine zone', () => {
    const daily = { kind: 'daily', hour: 6, minute: 0 } as const
    // Winter (UTC+1): 05:00 UTC is 06:00 in Zurich.
    expect(dueSlot(daily, new Date('2026-11-27T04:59:00Z'))).toBe('2026-11-26T06:00')
    expect(dueSlot(daily, new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27T06:00')
    // Summer (UTC+2): 04:00 UTC is 06:00 in Zurich.
    expect(dueSlot(daily, new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30T06:00')
    expect(dueSlot(daily, new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01T06:00')
    // Across a month and a year end.
    expect(dueSlot(daily, new Date('2027-01-01T01:00:00Z'))).toBe('2026-12-31T06:00')
  })

  it('keeps the previous calendar day on the short day of the spring change', () => {
    // 29 March 2026 has 23 hours in Zurich; just after midnight on the 30th the slot is the 29th.
    expect(dueSlot({ kind: 'daily', hour: 6, minute: 0 }, new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-29T06:00')
    expect(zurichWall(new Date('2026-03-29T22:30:00Z'))).toEqual({ date: '2026-03-30', hour: 0, minute: 30 })
  })

  it('names the latest hourly start at its minute', () => {
    const hourly = { kind: 'hourly', minute: 15 } as const
    expect(dueSlot(hourly, new Date('2026-11-27T05:15:00Z'))).toBe('2026-11-27T06:15')
    expect(dueSlot(hourly, new Date('2026-11-27T05:14:59Z'))).toBe('2026-11-27T05:15')
    expect(dueSlot(hourly, new Date('2026-11-26T23:05:00Z'))).toBe('2026-11-26T23:15')
  })

  it('names the latest start of an every-N-minutes task (scheduled publishing)', () => {
    const every = { kind: 'every', minutes: 5 } as const
    expect(dueSlot(every, new Date('2026-11-27T05:14:59Z'))).toBe('2026-11-27T06:10')
    expect(dueSlot(every, new Date('2026-11-27T05:15:00Z'))).toBe('2026-11-27T06:15')
    expect(dueSlot(every, new Date('2026-11-26T23:01:00Z'))).toBe('2026-11-27T00:00')
  })
})
