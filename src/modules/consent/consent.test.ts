import { describe, expect, it } from 'vitest'
import { analyticsFieldProblem, analyticsOrigins, analyticsSetupOf, originsOfHeader, withAnalyticsOrigins, withoutAnalyticsOrigins } from './analytics'
import { CONSENT_MAX_AGE_S, consentCookie, consentsToStatistics, cookieIgnoredByPages, isAnalyticsCookie, parseConsent } from './consent'

describe('the consent cookie', () => {
  it('holds necessary or statistics for 12 months', () => {
    expect(consentCookie({ statistics: true }, true)).toBe(`helvemed_consent=1.statistics; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax; Secure`)
    expect(CONSENT_MAX_AGE_S).toBe(31_536_000)
    expect(parseConsent('1.necessary')).toEqual({ statistics: false })
    expect(parseConsent('0.statistics')).toBeNull()
    expect(parseConsent(undefined)).toBeNull()
  })

  it('allows statistics only for the exact decision', () => {
    expect(consentsToStatistics('a=1; helvemed_consent=1.statistics')).toBe(true)
    expect(consentsToStatistics('helvemed_consent=1.necessary')).toBe(false)
    expect(consentsToStatistics('xhelvemed_consent=1.statistics')).toBe(false)
    expect(consentsToStatistics(null)).toBe(false)
  })

  it('names the cookies pages never read', () => {
    expect(cookieIgnoredByPages('helvemed_consent')).toBe(true)
    expect(isAnalyticsCookie('helvemed_consent')).toBe(false)
    expect(isAnalyticsCookie('_pk_id.1.1fff')).toBe(true)
    expect(isAnalyticsCookie('_ga_XYZ')).toBe(true)
    expect(cookieIgnoredByPages('payload-token')).toBe(false)
  })
})

describe('the analytics setup', () => {
  it('reads the settings of each provider and refuses incomplete ones', () => {
    expect(analyticsSetupOf({ analytics_provider: 'matomo', analytics_url: 'https://matomo.example.ch', analytics_id: '3' })).toEqual({
      provider: 'matomo',
      url: 'https://matomo.example.ch/',
      id: '3',
    })
    expect(analyticsSetupOf({ analytics_provider: 'plausible', analytics_url: 'https://plausible.io/', analytics_id: 'helvemed.ch' })?.provider).toBe('plausible')
    expect(analyticsSetupOf({ analytics_provider: 'google', analytics_id: 'G-ABC123' })).toEqual({ provider: 'google', id: 'G-ABC123' })
    expect(analyticsSetupOf({ analytics_provider: 'matomo', analytics_url: 'http://matomo.example.ch', analytics_id: '3' })).toBeNull()
    expect(analyticsSetupOf({ analytics_provider: 'google', analytics_id: 'UA-1' })).toBeNull()
    expect(analyticsSetupOf({ analytics_provider: 'none', analytics_id: 'G-ABC123' })).toBeNull()
    expect(analyticsSetupOf(null)).toBeNull()
  })

  it('names the field at fault for the team', () => {
    expect(analyticsFieldProblem('analytics_url', { analytics_provider: 'matomo', analytics_url: 'matomo', analytics_id: '1' })).toBe('analyticsUrl')
    expect(analyticsFieldProblem('analytics_id', { analytics_provider: 'matomo', analytics_url: 'matomo', analytics_id: '1' })).toBeNull()
    expect(analyticsFieldProblem('analytics_id', { analytics_provider: 'google', analytics_id: 'x' })).toBe('analyticsId')
    expect(analyticsFieldProblem('analytics_url', { analytics_provider: 'none' })).toBeNull()
  })

  it('adds exactly its origins to scripts and requests, and takes them out again', () => {
    const setup = analyticsSetupOf({ analytics_provider: 'matomo', analytics_url: 'https://stats.example.ch/matomo/', analytics_id: '1' })
    const origins = analyticsOrigins(setup)
    expect(origins).toEqual(['https://stats.example.ch'])
    const policy = "default-src 'self'; script-src 'self' 'nonce-x' 'strict-dynamic'; img-src 'self' https:; connect-src 'self'; frame-src 'self'"
    const allowed = withAnalyticsOrigins(policy, origins)
    expect(allowed).toBe(
      "default-src 'self'; script-src 'self' 'nonce-x' 'strict-dynamic' https://stats.example.ch; img-src 'self' https:; connect-src 'self' https://stats.example.ch; frame-src 'self'",
    )
    expect(withoutAnalyticsOrigins(allowed, origins)).toBe(policy)
    expect(analyticsOrigins(analyticsSetupOf({ analytics_provider: 'google', analytics_id: 'G-ABC123' }))).toContain('https://www.googletagmanager.com')
  })

  it('reads origins from a header and drops anything else', () => {
    expect(originsOfHeader("https://a.example https://b.example:8443 'unsafe-inline' http://c.example")).toEqual(['https://a.example', 'https://b.example:8443'])
    expect(originsOfHeader(undefined)).toEqual([])
  })
})
