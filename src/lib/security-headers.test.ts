import { describe, expect, it } from 'vitest'
import { adminCsp, mediaFileHeaders, newNonce, pageCsp, policyAllowsFrame, securityHeaders, staticCsp } from './security-headers'

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1)

describe('page CSP', () => {
  it('allows scripts only by nonce and strict-dynamic in production, never inline or eval', () => {
    const nonce = newNonce()
    for (const policy of [pageCsp({ nonce, production: true }), adminCsp({ nonce, production: true })]) {
      const scripts = directive(policy, 'script-src')!
      expect(scripts).toContain(`'nonce-${nonce}'`)
      expect(scripts).toContain("'strict-dynamic'")
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
      expect(scripts).not.toContain('https:')
      expect(directive(policy, 'object-src')).toEqual(["'none'"])
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
      expect(directive(policy, 'form-action')).toEqual(["'self'"])
    }
  })

  it('adds eval only in development (React debugging), still no inline scripts', () => {
    const scripts = directive(pageCsp({ nonce: 'abc', production: false }), 'script-src')!
    expect(scripts).toContain("'unsafe-eval'")
    expect(scripts).not.toContain("'unsafe-inline'")
  })

  it('uses a fresh, unguessable nonce per request', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(pageCsp({ nonce: newNonce(), production: true })).not.toBe(pageCsp({ nonce: newNonce(), production: true }))
  })

  it('lets only the team’s preview of a draft be framed, and only by this origin (ADR 0061)', () => {
    expect(directive(pageCsp({ nonce: 'n', production: true }), 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(pageCsp({ nonce: 'n', production: true, framedBySelf: true }), 'frame-ancestors')).toEqual(["'self'"])
  })

  it('frames only our own uploads, the video players and the origins a page is given', () => {
    const plain = directive(pageCsp({ nonce: 'n', production: true }), 'frame-src')!
    expect(plain).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
    const job = pageCsp({ nonce: 'n', production: true, frameOrigins: ['https://jobs.spital.example'] })
    expect(directive(job, 'frame-src')).toContain('https://jobs.spital.example')
    expect(policyAllowsFrame(job, 'https://jobs.spital.example/stelle/12?x=1')).toBe(true)
    expect(policyAllowsFrame(job, 'https://other.example/stelle/12')).toBe(false)
    expect(policyAllowsFrame(job, 'http://jobs.spital.example/stelle/12')).toBe(false)
    expect(policyAllowsFrame(job, 'not a url')).toBe(false)
    expect(policyAllowsFrame(null, 'https://jobs.spital.example/')).toBe(false)
  })
})

describe('static headers', () => {
  it('let nothing run or frame API responses; uploads may be framed by our own pages', () => {
    const csp = (headers: { key: string; value: string }[]) => headers.find((h) => h.key === 'content-security-policy')!.value
    expect(csp(securityHeaders(true))).toBe(staticCsp())
    expect(directive(staticCsp(), 'default-src')).toEqual(["'none'"])
    expect(directive(staticCsp(), 'script-src')).toBeUndefined()
    expect(directive(csp(mediaFileHeaders(true)), 'frame-ancestors')).toEqual(["'self'"])
    expect(mediaFileHeaders(true).find((h) => h.key === 'x-frame-options')?.value).toBe('SAMEORIGIN')
    expect(securityHeaders(true).find((h) => h.key === 'x-frame-options')?.value).toBe('DENY')
  })
})
