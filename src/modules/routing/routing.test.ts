import { describe, expect, it } from 'vitest'
import { isBot } from './bots'
import { isCrossSiteMutation } from './csrf'
import { legacyRedirect } from './legacy-paths'

describe('legacy paths', () => {
  it.each([
    ['/de/arbeitgeber/12', '/de/institution/12'],
    ['/fr/employeur/7/clinique-du-lac', '/fr/institution/7'],
    ['/it/datori-di-lavoro', '/it/institutions'],
    ['/de/arbeitgeber-suche', '/de/institutions'],
    ['/de/stelle/99', '/de/job/99'],
    ['/fr/emplois', '/fr/jobs'],
    ['/de/e-journal', '/de/ejournals'],
    ['/de/magazin/wahlstudienjahr-tipps', '/de/ejournal/wahlstudienjahr-tipps'],
    ['/de/cockpit/jobs/create', '/de/cockpit/jobs-create/new'],
    ['/fr/connexion', '/fr/login'],
    ['/de/anmelden', '/de/login'],
    ['/de/webinar', '/de/ejournals'],
    ['/de/sitemap.xml', '/sitemap.xml'],
    ['/it/sitemap.xml', '/sitemap.xml'],
    ['/fr/annee-a-option', '/fr/cockpit/internships-finder'],
  ])('%s -> %s', (from, to) => {
    expect(legacyRedirect(from)).toBe(to)
  })
  it('leaves canonical paths alone', () => {
    expect(legacyRedirect('/de/jobs')).toBeNull()
    expect(legacyRedirect('/de/job/12')).toBeNull()
    expect(legacyRedirect('/de/login')).toBeNull()
  })
})

describe('bots', () => {
  it.each(['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Chrome-Lighthouse', 'facebookexternalhit/1.1', 'Google-InspectionTool'])('%s is a bot', (ua) => {
    expect(isBot(ua)).toBe(true)
  })
  it('a browser is not', () => {
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1')).toBe(false)
    expect(isBot(null)).toBe(false)
  })
})

describe('csrf', () => {
  const h = (init: Record<string, string>) => new Headers(init)
  it('rejects a cross-site POST', () => {
    expect(isCrossSiteMutation('POST', h({ origin: 'https://evil.example' }), 'helvemed.ch')).toBe(true)
    expect(isCrossSiteMutation('DELETE', h({ 'sec-fetch-site': 'cross-site' }), 'helvemed.ch')).toBe(true)
    expect(isCrossSiteMutation('POST', h({ origin: 'null' }), 'helvemed.ch')).toBe(true)
  })
  it('accepts same-origin mutations and every read', () => {
    expect(isCrossSiteMutation('POST', h({ origin: 'https://helvemed.ch' }), 'helvemed.ch')).toBe(false)
    expect(isCrossSiteMutation('GET', h({ origin: 'https://evil.example' }), 'helvemed.ch')).toBe(false)
  })
})
