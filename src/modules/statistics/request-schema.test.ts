import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STATISTICS_ERROR_KEYS, statisticsRequestSchema } from './request-schema'

const schema = statisticsRequestSchema('2026-11-26')

describe('the statistics request', () => {
  it('reads the string forms of the request', () => {
    expect(schema.parse({ from: '2026-11-01', to: '2026-11-26', institutions: '12,7,12', jobs: '' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-26',
      institutions: [12, 7],
      jobs: null,
    })
    expect(schema.parse({ from: '2026-11-01', to: '2026-11-26', institutions: 'all', jobs: 'all' })).toMatchObject({ institutions: 'all', jobs: 'all' })
    expect(schema.parse({ from: '2026-11-01', to: '2026-11-26' })).toMatchObject({ institutions: 'all', jobs: null })
  })

  it('answers any input with a value or known message keys, never a crash', () => {
    const part = fc.oneof(fc.string(), fc.constantFrom('all', '', '1,2', '2026-11-01', '2026-02-30', '1999-12-31', '2027-01-01'), fc.integer(), fc.constant(null))
    fc.assert(
      fc.property(fc.record({ from: part, to: part, institutions: part, jobs: part }, { requiredKeys: [] }), (body) => {
        const result = schema.safeParse(body)
        if (result.success) {
          expect(result.data.from <= result.data.to).toBe(true)
          expect(result.data.to <= '2026-11-26').toBe(true)
        } else {
          for (const issue of result.error.issues) {
            if (issue.code === 'custom') expect(STATISTICS_ERROR_KEYS).toContain(issue.message)
          }
        }
      }),
    )
  })
})
