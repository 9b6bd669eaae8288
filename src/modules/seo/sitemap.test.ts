import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import { jobAlternates } from './alternates'
import { institutionEntries, jobEntries, jobLastModified, pageEntries } from './sitemap.server'
import { sitemapXml } from './sitemap-xml'

const BASE = 'https://www.helvemed.ch'
const date = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })

describe('job entries', () => {
  it('list one URL per ad, its own language, with the hreflang its page has', () => {
    const row = { id: 42, locale: 'it' as const, updated_at: new Date('2026-11-10T10:00:00Z'), online_from: new Date('2026-11-01T00:00:00Z') }
    const [entry] = jobEntries(BASE, [row])
    const page = jobAlternates(BASE, 'it', 42)
    expect(entry).toEqual({ url: page.canonical, lastModified: row.updated_at, changeFrequency: 'daily', alternates: { languages: page.languages } })
    expect(sitemapXml(jobEntries(BASE, [row]))).toContain(
      '<url><loc>https://www.helvemed.ch/it/job/42</loc><lastmod>2026-11-10T10:00:00.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="it-CH" href="https://www.helvemed.ch/it/job/42"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.helvemed.ch/it/job/42"/></url>',
    )
  })

  it('date an ad by its last change, never before it went online (property)', () => {
    fc.assert(
      fc.property(date, date, (updated_at, online_from) => {
        const lastmod = jobLastModified({ updated_at, online_from })
        expect(lastmod.getTime()).toBeGreaterThanOrEqual(online_from.getTime())
        expect(lastmod.getTime()).toBeGreaterThanOrEqual(updated_at.getTime())
        expect([updated_at.getTime(), online_from.getTime()]).toContain(lastmod.getTime())
      }),
    )
  })

  it('an ad updated before it went online (bought ahead) is dated by its start', () => {
    const online_from = new Date('2026-12-01T00:00:00Z')
    expect(jobLastModified({ updated_at: new Date('2026-11-20T00:00:00Z'), online_from })).toEqual(online_from)
  })
})

describe('institution and page entries', () => {
  it('list an institution in each language, each its own canonical with all three alternates', () => {
    const entries = institutionEntries(BASE, [{ id: 7, updated_at: new Date('2026-11-01T00:00:00Z') }])
    expect(entries.map((e) => e.url)).toEqual(LOCALES.map((l) => `${BASE}/${l}/institution/7`))
    for (const e of entries) expect(Object.keys(e.alternates?.languages ?? {})).toEqual(['de-CH', 'fr-CH', 'it-CH', 'x-default'])
  })

  it('leave out the noindex pages (login, registration)', () => {
    const urls = pageEntries(BASE).map((e) => e.url)
    expect(urls).toContain(`${BASE}/fr/jobs`)
    expect(urls).toContain(`${BASE}/de`)
    expect(urls.some((u) => /\/(login|register)$/.test(u))).toBe(false)
  })

  it("list the employers' page under each language's own word, each naming the others (ADR 0059)", () => {
    const offer = pageEntries(BASE).filter((e) => /\/(angebot|offre|offerta)$/.test(e.url))
    expect(offer.map((e) => e.url)).toEqual([`${BASE}/de/angebot`, `${BASE}/fr/offre`, `${BASE}/it/offerta`])
    for (const e of offer)
      expect(e.alternates?.languages).toEqual({ 'de-CH': `${BASE}/de/angebot`, 'fr-CH': `${BASE}/fr/offre`, 'it-CH': `${BASE}/it/offerta`, 'x-default': `${BASE}/de/angebot` })
  })
})
