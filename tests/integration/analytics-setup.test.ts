import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freshPayload } from '../support/test-db'

// The team's analytics setup (ADR 0066): stored in the settings global, checked per provider in the
// team's language, read by the proxy like its other tables (within 15 s of a change).

let payload: Payload
let tables: typeof import('@/modules/routing/proxy-tables.server')
let offsetMs = 0
const realNow = Date.now.bind(Date)

beforeAll(async () => {
  payload = await freshPayload()
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs)
  tables = await import('@/modules/routing/proxy-tables.server')
})

afterAll(() => vi.restoreAllMocks())

describe('the analytics setup', () => {
  it('is none until the team chooses a provider, then reaches the proxy within 15 s', async () => {
    expect(await tables.analyticsSetup()).toBeNull()
    await payload.updateGlobal({
      slug: 'settings',
      overrideAccess: true,
      data: { analytics_provider: 'matomo', analytics_url: 'https://stats.example.ch/m', analytics_id: '5' },
    })
    expect(await tables.analyticsSetup()).toBeNull()
    offsetMs += tables.ANALYTICS_SETUP_TTL_MS + 1
    expect(await tables.analyticsSetup()).toEqual({ provider: 'matomo', url: 'https://stats.example.ch/m/', id: '5' })
  })

  it('refuses an id or an address that does not fit the provider, in the team’s language', async () => {
    await expect(payload.updateGlobal({ slug: 'settings', overrideAccess: true, data: { analytics_provider: 'google', analytics_id: 'UA-12345-1' } })).rejects.toThrow(
      /Analyse-ID|analytics/i,
    )
    await expect(
      payload.updateGlobal({
        slug: 'settings',
        overrideAccess: true,
        data: { analytics_provider: 'plausible', analytics_url: 'http://plausible.example.ch', analytics_id: 'helvemed.ch' },
      }),
    ).rejects.toThrow()
    const kept = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
    expect(kept.analytics_provider).toBe('matomo')
    await payload.updateGlobal({ slug: 'settings', overrideAccess: true, data: { analytics_provider: 'none', analytics_url: null, analytics_id: null } })
    offsetMs += tables.ANALYTICS_SETUP_TTL_MS + 1
    expect(await tables.analyticsSetup()).toBeNull()
  })
})
