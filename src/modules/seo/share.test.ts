import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX, metaDescription, ogLocaleOf, shareMetadata } from './share'

const BASE = 'https://www.helvemed.ch'

describe('metaDescription', () => {
  it('keeps a short text, collapsing its whitespace', () => {
    expect(metaDescription('  Wir  suchen\n\nSie. ')).toBe('Wir suchen Sie.')
  })

  it('keeps no-break spaces (French punctuation)', () => {
    expect(metaDescription('Postes ouverts\u00a0: cardiologie')).toBe('Postes ouverts\u00a0: cardiologie')
  })

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = 'Das Spital bietet eine strukturierte Weiterbildung '.repeat(6)
    const cut = metaDescription(text)
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut.slice(0, -1)).not.toMatch(/\s$/)
  })

  it('never exceeds the limit and never grows a text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 20, max: 300 }), (text, max) => {
        const d = metaDescription(text, max)
        expect(d.length).toBeLessThanOrEqual(max)
        expect(d).not.toMatch(/^\s|\s$/)
      }),
    )
  })
})

describe('shareMetadata', () => {
  const input = {
    locale: 'fr' as const,
    siteName: 'Helvemed',
    title: 'Médecin assistant·e – Hôpital du Lac',
    description: 'Un poste en cardiologie.',
    url: `${BASE}/fr/job/42`,
  }

  it('shows the site icon when the page has no raster picture (an SVG logo is none for share previews)', () => {
    const meta = shareMetadata(BASE, { ...input, image: { url: '/media/header.svg' }, logo: { url: '/media/logo.svg?x=1' } })
    expect(meta.openGraph.images).toEqual([{ url: `${BASE}/apple-icon.png`, width: 180, height: 180 }])
    expect(meta.twitter.card).toBe('summary')
    expect(shareMetadata(BASE, { ...input, icon: null }).openGraph).not.toHaveProperty('images')
  })

  it('gives Open Graph and Twitter tags with the page’s title, description, URL and locale', () => {
    const meta = shareMetadata(BASE, input)
    expect(meta.openGraph).toMatchObject({ type: 'website', siteName: 'Helvemed', locale: 'fr_CH', alternateLocale: ['de_CH', 'it_CH'], url: `${BASE}/fr/job/42` })
    expect(meta.openGraph.title).toBe(input.title)
    expect(meta.twitter).toMatchObject({ card: 'summary', title: input.title, description: 'Un poste en cardiologie.' })
    expect(ogLocaleOf('it')).toBe('it_CH')
  })

  it('prefers the wide picture (a large card) and makes its URL absolute', () => {
    const meta = shareMetadata(BASE, {
      ...input,
      image: { url: '/media/header.jpg', width: 1600, height: 600, alt: 'Spital' },
      logo: { url: '/media/logo.png' },
    })
    expect(meta.openGraph.images).toEqual([{ url: `${BASE}/media/header.jpg`, width: 1600, height: 600, alt: 'Spital' }])
    expect(meta.twitter.card).toBe('summary_large_image')
    expect(meta.twitter.images).toEqual([{ url: `${BASE}/media/header.jpg`, alt: 'Spital' }])
  })

  it('falls back to the logo (a small card)', () => {
    const meta = shareMetadata(BASE, { ...input, logo: { url: 'https://cdn.example.ch/logo.png' } })
    expect(meta.openGraph.images).toEqual([{ url: 'https://cdn.example.ch/logo.png' }])
    expect(meta.twitter).toMatchObject({ card: 'summary', images: ['https://cdn.example.ch/logo.png'] })
  })

  it('names the publication time of an article', () => {
    expect(shareMetadata(BASE, { ...input, type: 'article', publishedTime: '2026-11-01T08:00:00.000Z' }).openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-01T08:00:00.000Z',
    })
  })

  it('uses the drawn picture unless the page has its own raster one of at least 1200x630', () => {
    const generated = { url: '/api/share-image?l=de&t=x&k=y', width: 1200, height: 630 }
    const small = shareMetadata(BASE, { ...input, image: { url: '/media/h.jpg', width: 800, height: 400 }, generated })
    expect(small.openGraph.images?.[0]?.url).toBe(`${BASE}/api/share-image?l=de&t=x&k=y`)
    expect(small.twitter.card).toBe('summary_large_image')
    const large = shareMetadata(BASE, { ...input, image: { url: '/media/h.jpg', width: 1600, height: 900 }, generated })
    expect(large.openGraph.images?.[0]?.url).toBe(`${BASE}/media/h.jpg`)
    const svgLogo = shareMetadata(BASE, { ...input, logo: { url: '/media/logo.svg' }, generated })
    expect(svgLogo.openGraph.images?.[0]).toMatchObject({ width: 1200, height: 630 })
  })
})
