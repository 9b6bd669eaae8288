import { describe, expect, it } from 'vitest'
import { articleJsonLd, profilePageJsonLd, type ArticleJsonLdInput } from './article-json-ld'

const BASE = 'https://www.helvemed.ch'

const sample: ArticleJsonLdInput = {
  locale: 'it',
  title: 'Pianificare l’anno opzionale',
  description: 'Come trovare il tirocinio giusto.',
  path: '/it/ejournal/anno-opzionale',
  image: '/media/abc.jpg',
  published_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-10-02T09:30:00.000Z',
  author: { name: 'Giulia Pedrazzini', path: '/it/ejournal/autore/giulia-pedrazzini', image: '/media/giulia.png', bio: 'Medica assistente.' },
  siteName: 'Helvemed',
  tags: ['Carriera', 'Tirocinio'],
  category: 'Carriera',
}

describe('articleJsonLd', () => {
  it("has Google's Article properties: headline, image, dates, author Person with url, publisher with logo", () => {
    const data = articleJsonLd(BASE, sample)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: sample.title,
      image: ['https://www.helvemed.ch/media/abc.jpg'],
      datePublished: '2026-10-01T08:00:00.000Z',
      dateModified: '2026-10-02T09:30:00.000Z',
      author: [{ '@type': 'Person', name: 'Giulia Pedrazzini', url: 'https://www.helvemed.ch/it/ejournal/autore/giulia-pedrazzini' }],
      publisher: { '@type': 'Organization', name: 'Helvemed', logo: { '@type': 'ImageObject', url: 'https://www.helvemed.ch/icons/icon-512.png' } },
      mainEntityOfPage: { '@id': 'https://www.helvemed.ch/it/ejournal/anno-opzionale' },
    })
    // Google wants a headline of at most 110 characters in practice; ours are titles. Dates with a zone.
    expect(String(data.datePublished)).toMatch(/Z$/)
  })

  it('falls back to the brand picture and the organisation as author, and leaves out empty values', () => {
    const data = articleJsonLd(BASE, { ...sample, image: null, author: null, description: null, tags: [], category: null })
    expect(data.image).toEqual(['https://www.helvemed.ch/brand/share-1200x630.png'])
    expect(data.author).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Helvemed' })])
    expect(data).not.toHaveProperty('description')
    expect(data).not.toHaveProperty('keywords')
    expect(data).not.toHaveProperty('articleSection')
  })
})

describe('profilePageJsonLd', () => {
  it('is a ProfilePage whose mainEntity is the Person with name, url and picture', () => {
    const data = profilePageJsonLd(BASE, { locale: 'de', author: { ...sample.author!, path: '/de/ejournal/autor/giulia-pedrazzini' }, updated_at: '2026-09-01T00:00:00Z' })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://www.helvemed.ch/de/ejournal/autor/giulia-pedrazzini',
      inLanguage: 'de-CH',
      dateModified: '2026-09-01T00:00:00.000Z',
      mainEntity: {
        '@type': 'Person',
        name: 'Giulia Pedrazzini',
        url: 'https://www.helvemed.ch/de/ejournal/autor/giulia-pedrazzini',
        image: 'https://www.helvemed.ch/media/giulia.png',
        description: 'Medica assistente.',
      },
    })
  })
})
