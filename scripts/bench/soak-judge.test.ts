import { describe, expect, it } from 'vitest'
import { judge } from './soak.mjs'

const rows = (values: (number | null)[], key = 'rssMb') => values.map((v, i) => ({ minute: i + 1, [key]: v }))

describe('the soak verdict', () => {
  it('judges the crawl from the given minute on: warm-up growth before it does not count', () => {
    // minutes 1-9 climb from 300 to 460, then it stays level around 470
    const values = [300, 320, 340, 360, 380, 400, 420, 440, 460, ...Array.from({ length: 51 }, (_, i) => 470 + (i % 3))]
    const verdict = judge(rows(values), { fromMinute: 10, maxGrowth: 0.1 })
    expect(verdict.window).toBe(51)
    expect(verdict.ok).toBe(true)
    expect(verdict.growth).toBeLessThan(0.01)
  })

  it('fails a figure that keeps growing after minute 10', () => {
    const values = Array.from({ length: 60 }, (_, i) => 300 + i * 3)
    const verdict = judge(rows(values, 'heapAfterGcMb'), { fromMinute: 10, key: 'heapAfterGcMb' })
    expect(verdict.ok).toBe(false)
    expect(verdict.growth).toBeGreaterThan(0.4)
  })

  it('skips minutes without a reading and needs two of them', () => {
    expect(judge(rows([null, null, 100]), { fromMinute: 1 })).toMatchObject({ ok: false, growth: null, window: 1 })
    expect(judge(rows([null, 100, null, 104]), { fromMinute: 1 })).toMatchObject({ ok: true, window: 2 })
  })

  it('without a start minute, judges the last 20 minutes of a long run', () => {
    const values = [...Array.from({ length: 20 }, (_, i) => 200 + i * 10), ...Array.from({ length: 20 }, () => 500)]
    expect(judge(rows(values))).toMatchObject({ ok: true, window: 20 })
  })
})
