import { describe, expect, it } from 'vitest'
import { findRouteRule, type RouteRule } from './route-rules'

const table = (entries: [string, RouteRule][]) => async () => new Map(entries)

describe('findRouteRule', () => {
  it('uses the team rules first, with or without a trailing slash', async () => {
    const rules = table([
      ['/de/alt', { to: '/de/jobs', status: 308 }],
      ['/fr/connexion', { to: '/fr/jobs', status: 302 }],
    ])
    expect(await findRouteRule('/de/alt/', rules)).toEqual({ to: '/de/jobs', status: 308 })
    expect(await findRouteRule('/fr/connexion', rules)).toEqual({ to: '/fr/jobs', status: 302 })
  })

  it('falls back to the legacy paths, and to nothing', async () => {
    const none = table([])
    expect(await findRouteRule('/fr/connexion', none)).toEqual({ to: '/fr/login', status: 301 })
    expect(await findRouteRule('/de/alt', none)).toBeNull()
  })
})
