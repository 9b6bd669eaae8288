import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '@/lib/json-ld'
import { baseSalary, employmentTypes, jobDescriptionHtml, jobPostingJsonLd, pruneJsonLd, type JobPostingInput } from './json-ld'

const BASE = 'https://www.helvemed.ch'

const sample: JobPostingInput = {
  id: 4711,
  locale: 'fr',
  title: 'Médecin assistant·e en cardiologie',
  description: '<p>Un poste à 80–100 %.</p>',
  online_from: '2026-11-01T00:00:00.000Z',
  online_until: '2026-12-31T23:59:59.000Z',
  pensum_min: 80,
  pensum_max: 100,
  salary_min: 98000,
  salary_max: 112000,
  apply: { kind: 'email', href: 'mailto:rh@hopital.example.ch' },
  institution: {
    name: 'Hôpital du Lac',
    website: 'https://www.hopital-du-lac.example.ch/',
    logo: '/media/logo-lac.png',
    street: 'Rue du Lac 12',
    zip: '1003',
    city: 'Lausanne',
    region: 'VD',
  },
}

const REQUIRED = [
  '@context',
  '@type',
  'title',
  'description',
  'datePosted',
  'validThrough',
  'hiringOrganization',
  'jobLocation',
  'employmentType',
  'directApply',
  'identifier',
  'url',
  'inLanguage',
]

/** Every value anywhere in the output, for "no undefined / null / empty" checks. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.length === 0 ? [value] : value.flatMap(leaves)
  if (value && typeof value === 'object') {
    const entries = Object.values(value)
    return entries.length === 0 ? [value] : entries.flatMap(leaves)
  }
  return [value]
}

const optionalText = fc.option(fc.string({ maxLength: 40 }), { nil: null })
const isoDate = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString())
const pensum = fc.integer({ min: 10, max: 100 })
const salary = fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null })

const inputs: fc.Arbitrary<JobPostingInput> = fc.record({
  id: fc.integer({ min: 1, max: 2_147_483_647 }),
  locale: fc.constantFrom('de' as const, 'fr' as const, 'it' as const),
  title: fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== ''),
  description: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== ''),
  online_from: isoDate,
  online_until: isoDate,
  pensum_min: pensum,
  pensum_max: pensum,
  salary_min: salary,
  salary_max: salary,
  apply: fc.option(
    fc.oneof(fc.constant({ kind: 'email' as const, href: 'mailto:hr@spital.example.ch' }), fc.constant({ kind: 'url' as const, href: 'https://jobs.example.ch/apply/1' })),
    { nil: null },
  ),
  institution: fc.record({
    name: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''),
    website: fc.option(fc.constantFrom('https://spital.example.ch', 'javascript:alert(1)', ''), { nil: null }),
    logo: fc.option(fc.constantFrom('/media/a.png', 'https://cdn.example.ch/b.svg'), { nil: null }),
    street: optionalText,
    zip: optionalText,
    city: optionalText,
    region: fc.option(fc.constantFrom('ZH', 'BE', 'VD', 'TI'), { nil: null }),
  }),
})

describe('JobPosting JSON-LD', () => {
  it('maps a sample job completely', () => {
    expect(jobPostingJsonLd(sample, `${BASE}/`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Médecin assistant·e en cardiologie',
      description: '<p>Un poste à 80–100 %.</p>',
      datePosted: '2026-11-01T00:00:00.000Z',
      validThrough: '2026-12-31T23:59:59.000Z',
      employmentType: ['FULL_TIME', 'PART_TIME'],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Hôpital du Lac',
        sameAs: 'https://www.hopital-du-lac.example.ch/',
        logo: 'https://www.helvemed.ch/media/logo-lac.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rue du Lac 12',
          postalCode: '1003',
          addressLocality: 'Lausanne',
          addressRegion: 'VD',
          addressCountry: 'CH',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'CHF',
        value: { '@type': 'QuantitativeValue', minValue: 98000, maxValue: 112000, unitText: 'YEAR' },
      },
      directApply: false,
      identifier: { '@type': 'PropertyValue', name: 'Hôpital du Lac', value: '4711' },
      url: 'https://www.helvemed.ch/fr/job/4711',
      inLanguage: 'fr',
    })
  })

  it('has every required property and nothing empty, for any job', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const ld = jobPostingJsonLd(input, BASE)
        for (const key of REQUIRED) expect(ld, key).toHaveProperty(key)
        expect(ld.url).toBe(`${BASE}/${input.locale}/job/${input.id}`)
        expect(ld.inLanguage).toBe(input.locale)
        expect(ld.identifier).toMatchObject({ '@type': 'PropertyValue', value: String(input.id) })
        expect(ld.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'CH' } })
        expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: input.institution?.name })
        for (const leaf of leaves(ld)) {
          expect(leaf).not.toBeUndefined()
          expect(leaf).not.toBeNull()
          expect(leaf).not.toBe('')
          expect(leaf).not.toEqual([])
          expect(leaf).not.toEqual({})
        }
        // What the page writes is JSON that reads back to the same object.
        expect(JSON.parse(serializeJsonLd(ld))).toEqual(ld)
        const org = ld.hiringOrganization as Record<string, unknown>
        if ('sameAs' in org) expect(org.sameAs).toMatch(/^https?:\/\//)
        if ('logo' in org) expect(org.logo).toMatch(/^https?:\/\//)
      }),
      { numRuns: 300 },
    )
  })

  it.each([
    [100, 100, 'FULL_TIME'],
    [80, 100, ['FULL_TIME', 'PART_TIME']],
    [50, 80, 'PART_TIME'],
    [60, 60, 'PART_TIME'],
    [100, 80, ['FULL_TIME', 'PART_TIME']],
  ])('pensum %i–%i %% is %j', (min, max, expected) => {
    expect(jobPostingJsonLd({ ...sample, pensum_min: min, pensum_max: max }, BASE).employmentType).toEqual(expected)
  })

  it('knows full time only at exactly 100 %', () => {
    fc.assert(
      fc.property(pensum, pensum, (a, b) => {
        const types = employmentTypes(a, b)
        expect(types.includes('FULL_TIME')).toBe(Math.max(a, b) === 100)
        expect(types.includes('PART_TIME')).toBe(Math.min(a, b) < 100)
        expect(types.length).toBeGreaterThan(0)
      }),
    )
  })

  it('writes the salary in CHF per year only when given', () => {
    const value = (min: number | null, max: number | null) => (baseSalary(min, max)?.value as Record<string, unknown> | undefined) ?? null
    expect(value(90000, 120000)).toEqual({ '@type': 'QuantitativeValue', minValue: 90000, maxValue: 120000, unitText: 'YEAR' })
    expect(value(120000, 90000)).toMatchObject({ minValue: 90000, maxValue: 120000 })
    expect(value(90000, null)).toEqual({ '@type': 'QuantitativeValue', value: 90000, unitText: 'YEAR' })
    expect(value(null, 120000)).toEqual({ '@type': 'QuantitativeValue', value: 120000, unitText: 'YEAR' })
    expect(value(100000, 100000)).toEqual({ '@type': 'QuantitativeValue', value: 100000, unitText: 'YEAR' })
    expect(baseSalary(90000, 120000)).toMatchObject({ '@type': 'MonetaryAmount', currency: 'CHF' })
    expect(baseSalary(null, null)).toBeUndefined()
    expect(baseSalary(0, 0)).toBeUndefined()
    expect(jobPostingJsonLd({ ...sample, salary_min: null, salary_max: null }, BASE)).not.toHaveProperty('baseSalary')
  })

  it('names the job without its workload', () => {
    expect(jobPostingJsonLd({ ...sample, title: 'Médecin assistant·e en cardiologie 80–100 %' }, BASE).title).toBe('Médecin assistant·e en cardiologie')
  })

  it('never claims a direct application: no ad is applied for on the platform itself', () => {
    expect(jobPostingJsonLd(sample, BASE).directApply).toBe(false)
    expect(jobPostingJsonLd({ ...sample, apply: { kind: 'url', href: 'https://jobs.example.ch/1' } }, BASE).directApply).toBe(false)
    expect(jobPostingJsonLd({ ...sample, apply: null }, BASE).directApply).toBe(false)
  })

  it('points a free listing to its original on the employer’s website, still without a direct application', () => {
    const ld = jobPostingJsonLd({ ...sample, original: 'https://www.hopital-du-lac.example.ch/emplois/42' }, BASE)
    expect(ld.sameAs).toBe('https://www.hopital-du-lac.example.ch/emplois/42')
    expect(ld.url).toBe(`${BASE}/fr/job/4711`)
    expect(ld.directApply).toBe(false)
    expect(jobPostingJsonLd({ ...sample, original: 'javascript:alert(1)' }, BASE)).not.toHaveProperty('sameAs')
    expect(jobPostingJsonLd(sample, BASE)).not.toHaveProperty('sameAs')
  })

  it('leaves out what the employer does not give, and unsafe links', () => {
    const ld = jobPostingJsonLd(
      { ...sample, institution: { name: 'Spital', website: 'javascript:alert(1)', logo: null, street: null, zip: ' ', city: 'Chur', region: null } },
      BASE,
    )
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Spital' })
    expect(ld.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Chur', addressCountry: 'CH' } })
    const hidden = jobPostingJsonLd({ ...sample, institution: null }, BASE)
    expect(hidden).not.toHaveProperty('hiringOrganization')
    expect(hidden.identifier).toEqual({ '@type': 'PropertyValue', value: '4711' })
  })

  it('prunes empty values recursively', () => {
    expect(pruneJsonLd({ a: null, b: undefined, c: '', d: [], e: { '@type': 'X', f: null }, g: 0, h: false, i: ['', 'x'] })).toEqual({ g: 0, h: false, i: ['x'] })
  })
})

describe('job description', () => {
  it('turns the sections into escaped HTML paragraphs', () => {
    expect(
      jobDescriptionHtml(
        [{ heading: 'Deine Aufgaben', text: 'Visiten\nNotfall\n\n<b>Dienste</b> & Pikett' }, { heading: 'Kontakt', text: '   ' }, { text: 'Dr. Muster' }],
        ['unused'],
      ),
    ).toBe('<h3>Deine Aufgaben</h3><p>Visiten<br>Notfall</p><p>&lt;b&gt;Dienste&lt;/b&gt; &amp; Pikett</p><p>Dr. Muster</p>')
  })

  it("keeps the editor's lists, bold and italic and leaves a gender star alone", () => {
    expect(jobDescriptionHtml([{ text: 'Wir suchen Ärzt*innen, **ab sofort**:\n\n- *Visiten*\n- Dienste\n\n1. Bewerben\n2. Gespräch' }], [])).toBe(
      '<p>Wir suchen Ärzt*innen, <strong>ab sofort</strong>:</p><ul><li><em>Visiten</em></li><li>Dienste</li></ul><ol><li>Bewerben</li><li>Gespräch</li></ol>',
    )
  })

  it('falls back to title, levels and employer when the ad has no text sections', () => {
    expect(jobDescriptionHtml([], ['Oberarzt Chirurgie', 'Oberarzt, Chirurgie', '', 'Spital Chur, Chur'])).toBe(
      '<p>Oberarzt Chirurgie</p><p>Oberarzt, Chirurgie</p><p>Spital Chur, Chur</p>',
    )
  })
})

describe('JSON-LD in HTML', () => {
  it('cannot close the script element or open a comment', () => {
    const ld = jobPostingJsonLd({ ...sample, title: 'Arzt</script><script>alert(1)</script>', description: '<!-- x --> a & b \u2028' }, BASE)
    const html = serializeJsonLd(ld)
    expect(html).not.toMatch(/<\/script/i)
    expect(html).not.toContain('<')
    expect(html).not.toContain('>')
    expect(html).toContain('Arzt\\u003c/script\\u003e')
    expect(JSON.parse(html)).toEqual(ld)
  })

  it('never lets "<" through, whatever the text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const data = { value, text: `${text}</script>` }
        const html = serializeJsonLd(data)
        expect(html).not.toMatch(/[<>\u2028\u2029]/)
        expect(JSON.parse(html)).toEqual(JSON.parse(JSON.stringify(data)))
      }),
    )
  })
})
