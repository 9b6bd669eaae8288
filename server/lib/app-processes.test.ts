import { describe, expect, it } from 'vitest'
import { appProcessCount } from './app-processes'

describe('WEB_CONCURRENCY', () => {
  it('unset or empty: one app process', () => {
    expect(appProcessCount({})).toBe(1)
    expect(appProcessCount({ WEB_CONCURRENCY: ' ' })).toBe(1)
  })

  it('a whole number from 1 to 64', () => {
    expect(appProcessCount({ WEB_CONCURRENCY: '1' })).toBe(1)
    expect(appProcessCount({ WEB_CONCURRENCY: '2' })).toBe(2)
    expect(appProcessCount({ WEB_CONCURRENCY: '64' })).toBe(64)
  })

  it('anything else is refused with the value named', () => {
    for (const value of ['0', '65', '-1', '1.5', 'auto', '2x', '999']) {
      expect(appProcessCount({ WEB_CONCURRENCY: value })).toEqual({ refuse: `WEB_CONCURRENCY must be a number of app processes from 1 to 64 (got "${value}")` })
    }
  })
})
