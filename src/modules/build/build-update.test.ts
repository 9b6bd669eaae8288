import { describe, expect, it } from 'vitest'
import { buildIdOf, offerReload, RELOAD_GUARD_MS, reloadGuarded } from './build-update'

describe('build updates', () => {
  const base = { pageBuild: 'a1', dismissed: null, lastReload: null, now: 1_000_000 }

  it('offers a reload only for another build', () => {
    expect(offerReload({ ...base, latest: 'a1' })).toBe(false)
    expect(offerReload({ ...base, latest: null })).toBe(false)
    expect(offerReload({ ...base, latest: 'b2' })).toBe(true)
  })

  it('does not offer a build the visitor closed the notice for, but a later one', () => {
    expect(offerReload({ ...base, latest: 'b2', dismissed: 'b2' })).toBe(false)
    expect(offerReload({ ...base, latest: 'c3', dismissed: 'b2' })).toBe(true)
  })

  it('holds back for 10 s after a reload for a new build (no loops between old and new processes)', () => {
    const reloaded = String(base.now - RELOAD_GUARD_MS + 1)
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(offerReload({ ...base, latest: 'b2', lastReload: reloaded })).toBe(false)
    expect(offerReload({ ...base, latest: 'b2', lastReload: String(base.now - RELOAD_GUARD_MS) })).toBe(true)
    expect(reloadGuarded('not a time', base.now)).toBe(false)
    // a clock set back does not hold the notice back for ever
    expect(reloadGuarded(String(base.now + 60_000), base.now)).toBe(false)
  })

  it('reads only a well-formed answer', () => {
    expect(buildIdOf({ build_id: 'xyz' })).toBe('xyz')
    expect(buildIdOf({ build_id: '' })).toBeNull()
    expect(buildIdOf('<html>')).toBeNull()
    expect(buildIdOf(null)).toBeNull()
    expect(buildIdOf({ build_id: 42 })).toBeNull()
  })
})
