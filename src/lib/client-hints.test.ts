import { describe, expect, it } from 'vitest'
import config from '../../next.config'
import { ADMIN_SOURCE, clientHintsOnlyFor, type HeaderRule } from './client-hints'

const HINTS = [
  { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
  { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
]

describe('client hints only for /admin', () => {
  it('moves client-hint headers of a catch-all rule to /admin and keeps the other headers where they were', () => {
    const rules: HeaderRule[] = [
      { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      { source: '/:path*', headers: [...HINTS, { key: 'X-Powered-By', value: 'Payload' }] },
    ]
    expect(clientHintsOnlyFor(rules)).toEqual([
      { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      { source: '/:path*', headers: [{ key: 'X-Powered-By', value: 'Payload' }] },
      { source: ADMIN_SOURCE, headers: HINTS },
    ])
  })

  it('keeps a Vary that names other request headers', () => {
    const rules: HeaderRule[] = [{ source: '/:path*', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] }]
    expect(clientHintsOnlyFor(rules)).toEqual(rules)
  })

  it('the app config sends Critical-CH, Accept-CH and the client-hint Vary only under /admin', async () => {
    const rules = (await config.headers!()) as HeaderRule[]
    const hintRules = rules.filter((r) => r.headers.some((h) => /^(critical-ch|accept-ch)$/i.test(h.key) || (/^vary$/i.test(h.key) && /sec-ch-/i.test(h.value))))
    expect(hintRules.length).toBeGreaterThan(0)
    for (const rule of hintRules) expect(rule.source).toBe(ADMIN_SOURCE)
    // /admin still gets what Payload's theme needs.
    const admin = hintRules.flatMap((r) => r.headers)
    expect(admin).toEqual(
      expect.arrayContaining([
        { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
        { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      ]),
    )
  })
})
