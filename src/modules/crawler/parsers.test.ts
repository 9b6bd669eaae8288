import { describe, expect, it } from 'vitest'
import { htmlToText } from './html-text'
import { adOfPosting, pensumOf } from './map-posting'
import { fieldsOfText, levelsOfText } from './map-essentials'
import { feedItems } from './parse-feed'
import { htmlLanguage, jobPostingsOf } from './parse-jsonld'
import { parseSitemap } from './parse-sitemap'

const ld = (json: unknown) => `<script type="application/ld+json">${JSON.stringify(json)}</script>`

describe('JobPosting JSON-LD', () => {
  it('finds postings at the top, in arrays, in @graph and with a full type URL; skips broken blocks', () => {
    const html = [
      '<html lang="fr-CH"><head>',
      ld({ '@type': 'JobPosting', title: 'A' }),
      ld([{ '@type': 'Organization' }, { '@type': ['JobPosting'], title: 'B' }]),
      ld({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, { '@type': 'https://schema.org/JobPosting', title: 'C' }] }),
      '<script type="application/ld+json">{ broken</script>',
      ld({ '@type': 'Organization', title: 'not a job' }),
    ].join('')
    expect(jobPostingsOf(html).map((p) => p.title)).toEqual(['A', 'B', 'C'])
    expect(htmlLanguage(html)).toBe('fr')
  })
})

describe('feeds and sitemaps', () => {
  it('reads Atom entries with their alternate link and language', () => {
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="it"><title>x</title>
      <entry><title>Medico assistente</title><link rel="self" href="https://e.example/self"/><link rel="alternate" href="https://e.example/job/1"/><summary>Testo</summary></entry></feed>`
    expect(feedItems(atom)).toEqual([{ url: 'https://e.example/job/1', title: 'Medico assistente', html: 'Testo', language: 'it', published: null }])
  })

  it('reads JSON Feed items and refuses what is no feed', () => {
    const json = JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      language: 'de-CH',
      items: [{ url: 'https://e.example/j', title: 'Oberarzt', content_html: '<p>Text</p>' }],
    })
    expect(feedItems(json)).toMatchObject([{ url: 'https://e.example/j', title: 'Oberarzt', html: '<p>Text</p>', language: 'de' }])
    expect(feedItems('{"items": []}')).toBeNull()
    expect(feedItems('<html><body>no feed</body></html>')).toBeNull()
  })

  it('reads a urlset and a sitemap index, empty ones too', () => {
    expect(parseSitemap('<urlset><url><loc> https://e.example/a </loc></url><url><loc>https://e.example/b</loc></url></urlset>')).toEqual({
      kind: 'pages',
      urls: ['https://e.example/a', 'https://e.example/b'],
    })
    expect(parseSitemap('<sitemapindex><sitemap><loc>https://e.example/s.xml</loc></sitemap></sitemapindex>')).toEqual({ kind: 'index', sitemaps: ['https://e.example/s.xml'] })
    expect(parseSitemap('<urlset></urlset>')).toEqual({ kind: 'pages', urls: [] })
    expect(parseSitemap('<rss></rss>')).toBeNull()
  })
})

describe('the mapping', () => {
  it('turns HTML into our text format', () => {
    expect(htmlToText('<h2>Ihre Aufgaben</h2><ul><li>Visiten</li><li><b>Dienste</b></li></ul><p>Z&uuml;rich&nbsp;&amp; Bern<script>alert(1)</script></p>')).toBe(
      'Ihre Aufgaben\n\n- Visiten\n- **Dienste**\n\nZürich & Bern',
    )
  })

  it('reads a pensum from the ways Swiss ads write it', () => {
    expect(pensumOf('Oberarzt 80-100%')).toEqual({ min: 80, max: 100 })
    expect(pensumOf('Pensum: 60 – 80 %')).toEqual({ min: 60, max: 80 })
    expect(pensumOf('taux 50 à 70%')).toEqual({ min: 50, max: 70 })
    expect(pensumOf('Arzt 90%')).toEqual({ min: 90, max: 90 })
    expect(pensumOf('Arzt 5%')).toBeNull()
    expect(pensumOf('kein Wert')).toBeNull()
  })

  it('finds fields and levels in the three languages', () => {
    expect(fieldsOfText('Assistenzärztin Gynäkologie')).toEqual(['GYNAECOLOGY_OBSTETRICS'])
    expect(fieldsOfText('Oberarzt Innere Medizin')).toEqual(['GENERAL_INTERNAL_MEDICINE'])
    expect(levelsOfText('Chef·fe de clinique en radiologie')).toEqual(['SENIOR_PHYSICIAN'])
    expect(levelsOfText('Medico assistente in pediatria')).toEqual(['ASSISTANT_PHYSICIAN'])
    expect(levelsOfText('Pflegefachperson')).toEqual([])
  })

  it('keeps only http(s) links and ignores a salary in another currency or period', () => {
    const ad = adOfPosting(
      {
        title: 'Chefarzt',
        url: 'javascript:alert(1)',
        baseSalary: { currency: 'EUR', value: { minValue: 1, unitText: 'YEAR' } },
        validThrough: 'not a date',
        employmentType: 'PART_TIME',
      },
      'https://e.example/jobs',
    )
    expect(ad).toMatchObject({ original: 'https://e.example/jobs', apply: 'https://e.example/jobs', salary_min: null, valid_through: null, pensum_min: 50, pensum_max: 80 })
    expect(adOfPosting({ description: 'no title' }, 'https://e.example/jobs')).toBeNull()
  })
})
