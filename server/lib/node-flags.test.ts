import { describe, expect, it } from 'vitest'
import { appNodeOptionsOf, SEMI_SPACE_MB } from './node-flags'

describe('an app process’s Node flags', () => {
  it('bounds the old generation and widens the young one', () => {
    expect(appNodeOptionsOf({})).toBe(`--max-old-space-size=384 --max-semi-space-size=${SEMI_SPACE_MB}`)
    expect(SEMI_SPACE_MB).toBeGreaterThan(16)
  })

  it('takes the heap from HEAP_MB', () => {
    expect(appNodeOptionsOf({ HEAP_MB: '512' })).toBe(`--max-old-space-size=512 --max-semi-space-size=${SEMI_SPACE_MB}`)
  })

  it('leaves NODE_OPTIONS as the operator wrote them', () => {
    expect(appNodeOptionsOf({ NODE_OPTIONS: '--max-old-space-size=200', HEAP_MB: '512' })).toBe('--max-old-space-size=200')
  })
})
