import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import { JobFilterSchema, type JobFilter } from '@/modules/jobs/filter-path'
import { InstitutionFilterSchema } from '@/modules/institutions/filter-path'
import { freshPayload } from '../support/test-db'

// The search box in the visitor's words: "Kardiologie, Zürich" (the box's own
// example) finds what the filter path "Kardiologie / Zürich" finds; "Zuerich" is "Zürich"; commas
// separate words. The dataset is the demo's case: a cardiology ad whose title names another field,
// at a Zürich-canton employer outside the city of Zürich, and a French cardiology ad in Zürich.

let payload: Payload
let searchJobs: typeof import('@/modules/jobs/search.server').searchJobs
let searchInstitutions: typeof import('@/modules/institutions/search.server').searchInstitutions

const NOW = new Date('2026-06-15T12:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString()
const ids: Record<string, number> = {}
const institutionIds: Record<string, number> = {}

type Names = { de: string; fr: string; it: string }
async function insertTerms(table: 'fields' | 'levels' | 'regions' | 'categories', terms: Record<string, Names>): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const [key, names] of Object.entries(terms)) {
    const { rows } = await payload.db.pool.query<{ id: number }>(`INSERT INTO ${table} (key) VALUES ($1) RETURNING id`, [key])
    const id = rows[0]!.id
    out[key] = id
    for (const locale of LOCALES) {
      const slug = names[locale]
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]+/g, '-')
      await payload.db.pool.query(`INSERT INTO ${table}_locales (value, slug, _locale, _parent_id) VALUES ($1, $2, $3, $4)`, [names[locale], slug, locale, id])
    }
  }
  return out
}

const INSTITUTIONS = {
  oberland: { name: 'Spitalgruppe Zürcher Oberland', city: 'Wetzikon ZH', region: 'ZH' },
  usz: { name: 'Universitätsspital Zürich', city: 'Zürich', region: 'ZH' },
  insel: { name: 'Inselspital', city: 'Bern', region: 'BE' },
  soleure: { name: 'Bürgerspital Solothurn', city: 'Solothurn', region: 'SO' },
}

const JOBS: Record<string, { title: string; institution: keyof typeof INSTITUTIONS; locale: 'de' | 'fr'; fields: string[]; teaser?: string; from: number }> = {
  // cardiology by its field only, in the canton of Zürich but not in the city
  K1: { title: 'Unterassistent/in Radio-Onkologie/Strahlentherapie 100 %', institution: 'oberland', locale: 'de', fields: ['CARDIOLOGY', 'RADIO_ONCOLOGY'], from: -1 },
  // French ad in the city of Zürich
  K2: { title: 'Médecin assistant·e en cardiologie', institution: 'usz', locale: 'fr', fields: ['CARDIOLOGY'], from: -2 },
  // cardiology in Bern whose text names Zürich
  K3: { title: 'Assistenzarzt/-ärztin Kardiologie', institution: 'insel', locale: 'de', fields: ['CARDIOLOGY'], teaser: 'Rotation nach Zürich möglich.', from: -3 },
  // Zürich, not cardiology
  K4: { title: 'Oberarzt/-ärztin Chirurgie', institution: 'usz', locale: 'de', fields: ['SURGERY'], from: -4 },
  // neither
  K5: { title: 'Oberarzt/-ärztin Chirurgie', institution: 'soleure', locale: 'de', fields: ['SURGERY'], teaser: 'Wir freuen uns auf Sie.', from: -5 },
}

const names = (found: number[]) => found.map((id) => Object.keys(ids).find((key) => ids[key] === id) ?? `#${id}`).sort()
async function jobs(input: Partial<JobFilter>) {
  const result = await searchJobs(payload, JobFilterSchema.parse(input), { now: NOW })
  expect(result.total).toBe(result.ids.length)
  return names(result.ids)
}
async function institutions(text: string) {
  const result = await searchInstitutions(payload, InstitutionFilterSchema.parse({ text }), { locale: 'de', now: NOW })
  return result.hits.map((hit) => Object.keys(institutionIds).find((key) => institutionIds[key] === hit.id)).sort()
}

beforeAll(async () => {
  payload = await freshPayload()
  ;({ searchJobs } = await import('@/modules/jobs/search.server'))
  ;({ searchInstitutions } = await import('@/modules/institutions/search.server'))
  const fields = await insertTerms('fields', {
    CARDIOLOGY: { de: 'Kardiologie', fr: 'Cardiologie', it: 'Cardiologia' },
    RADIO_ONCOLOGY: { de: 'Radio-Onkologie / Strahlentherapie', fr: 'Radio-oncologie / radiothérapie', it: 'Radio-oncologia / radioterapia' },
    SURGERY: { de: 'Chirurgie', fr: 'Chirurgie', it: 'Chirurgia' },
  })
  const levels = await insertTerms('levels', { ASSISTANT_PHYSICIAN: { de: 'Assistenzarzt/-ärztin', fr: 'Médecin assistant·e', it: 'Medico assistente' } })
  const regions = await insertTerms('regions', {
    ZH: { de: 'Zürich', fr: 'Zurich', it: 'Zurigo' },
    BE: { de: 'Bern', fr: 'Berne', it: 'Berna' },
    SO: { de: 'Solothurn', fr: 'Soleure', it: 'Soletta' },
  })
  const categories = await insertTerms('categories', { HOSPITAL: { de: 'Spital', fr: 'Hôpital', it: 'Ospedale' } })
  for (const [key, spec] of Object.entries(INSTITUTIONS)) {
    const { rows } = await payload.db.pool.query<{ id: number }>(
      `INSERT INTO institutions (name, slug, status, category_id, region_id, main_lang, contact_city, cord_lat, cord_lng)
       VALUES ($1, $2, 'active', $3, $4, 'de', $5, 47, 8) RETURNING id`,
      [spec.name, `words-${key}`, categories.HOSPITAL, regions[spec.region], spec.city],
    )
    institutionIds[key] = rows[0]!.id
  }
  for (const [key, spec] of Object.entries(JOBS)) {
    const data: RequiredDataFromCollectionSlug<'jobs'> = {
      title: spec.title,
      slug: `words-${key.toLowerCase()}`,
      institution: institutionIds[spec.institution]!,
      locale: spec.locale,
      fields: spec.fields.map((field) => fields[field]!),
      levels: [levels.ASSISTANT_PHYSICIAN!],
      pensum_min: 100,
      pensum_max: 100,
      content: { teaser: spec.teaser ?? null },
      status: 'published',
      online_from: at(spec.from),
      online_until: at(30),
      type: 'text',
      available_from_type: 'immediate',
    }
    ids[key] = (await payload.create({ collection: 'jobs', overrideAccess: true, depth: 0, data })).id
  }
})

describe('job search text: the search box finds what the filter path finds', () => {
  it('"Kardiologie, Zürich" finds every cardiology ad in the canton of Zürich, like the filter path (and ads that name Zürich)', async () => {
    const byPath = await jobs({ fields: ['CARDIOLOGY'], regions: ['ZH'] })
    expect(byPath).toEqual(['K1', 'K2'])
    // K3: a cardiology ad in Bern whose text names Zürich
    const expected = [...byPath, 'K3']
    expect(await jobs({ text: 'Kardiologie, Zürich' })).toEqual(expected)
    expect(await jobs({ text: 'Kardiologie,Zürich' })).toEqual(expected)
    expect(await jobs({ text: 'kardiologie; zuerich!' })).toEqual(expected)
  })

  it('writes ü/ö/ä as ue/oe/ae: "Zuerich" is "Zürich" (canton, town, employer and ad text)', async () => {
    const umlaut = await jobs({ text: 'Zürich' })
    expect(umlaut).toEqual(['K1', 'K2', 'K3', 'K4'])
    expect(await jobs({ text: 'Zuerich' })).toEqual(umlaut)
    expect(await jobs({ text: 'ZUERICH' })).toEqual(umlaut)
    expect(await jobs({ text: 'Universitaetsspital' })).toEqual(['K2', 'K4'])
    // the ad's own text: "möglich" in K3's teaser
    expect(await jobs({ text: 'Kardiologie moeglich' })).toEqual(['K3'])
  })

  it('a field or canton word in any language, and words that match nothing still narrow', async () => {
    expect(await jobs({ text: 'Cardiologia Zurigo' })).toEqual(['K1', 'K2'])
    expect(await jobs({ text: 'Chirurgie Solothurn' })).toEqual(['K5'])
    expect(await jobs({ text: 'Kardiologie Solothurn' })).toEqual([])
  })
})

describe('institution search text', () => {
  it('"Zuerich" and "Zürich" find the same employers; commas separate words', async () => {
    expect(await institutions('Zürich')).toEqual(['usz'])
    expect(await institutions('Zuerich')).toEqual(['usz'])
    expect(await institutions('Universitaetsspital, Zuerich')).toEqual(['usz'])
    expect(await institutions('Buergerspital')).toEqual(['soleure'])
    expect(await institutions('Spital,Bern')).toEqual(['insel'])
  })
})

describe('job search of one employer', () => {
  it('lists exactly the online ads of that institution, combined with the other filters', async () => {
    expect(await jobs({ institution: institutionIds.usz })).toEqual(['K2', 'K4'])
    expect(await jobs({ institution: institutionIds.usz, fields: ['SURGERY'] })).toEqual(['K4'])
    expect(await jobs({ institution: institutionIds.insel, text: 'Zürich' })).toEqual(['K3'])
    // the text alone cannot do this: the employer's name also finds other employers' ads
    expect(await jobs({ text: 'Universitätsspital Zürich' })).toEqual(['K2', 'K4'])
    expect(await jobs({ text: 'Spital Zürich' })).not.toEqual(['K2', 'K4'])
  })
})
