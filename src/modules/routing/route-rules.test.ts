import { afterEach, describe, expect, it, vi } from 'vitest'
import { findRouteRule } from './route-rules'

// The proxy reads the team's redirects from our own /api/route-rules: an answer of a shape it does
// not know must change nothing (the legacy paths still work), a good one is used.
afterEach(() => vi.unstubAllGlobals())

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  )

describe('findRouteRule', () => {
  it('ignores an answer of another shape and keeps serving the legacy paths', async () => {
    answer({ rules: [{ from: '/de/alt', to: 'javascript:alert(1)', status: 200 }] })
    expect(await findRouteRule('/de/alt', 'http://app')).toBeNull()
    expect(await findRouteRule('/fr/connexion', 'http://app')).toEqual({ to: '/fr/login', status: 301 })
  })

  it('uses the team rules from a well-formed answer', async () => {
    answer({ rules: [{ from: '/de/alt', to: '/de/jobs', status: 308 }] })
    expect(await findRouteRule('/de/alt/', 'http://app')).toEqual({ to: '/de/jobs', status: 308 })
  })
})
