import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { InstitutionFilterSchema, type InstitutionFilter } from '@/modules/institutions/filter-path'
import { freshPayload } from '../support/test-db'

// The institution search on a fixed dataset: six active institutions (names that a C collation would
// put after Z), one requested one, online, expired and paused ads with and without a product, and
// further-training places. Plus the profile's locations and its e-journal articles.

let payload: Payload
let searchInstitutions: typeof import('@/modules/institutions/search.server').searchInstitutions
let findActiveInstitution: typeof import('@/modules/institutions/public.server').findActiveInstitution
let findInstitutionArticles: typeof import('@/modules/content/institution-articles.server').findInstitutionArticles

const NOW = new Date('2026-06-15T12:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString()

interface InstitutionSpec {
  name: string
  region: string
  category: string
  city: string
  status?: 'active' | 'requested'
  professional?: boolean
  wbs?: string[]
  parent?: string
  hidden?: boolean
  point?: [number, number]
}

const INSTITUTIONS: Record<string, InstitutionSpec> = {
  usz: { name: 'Universitätsspital Zürich', region: 'ZH', category: 'UNIVERSITY_HOSPITAL', city: 'Zürich', point: [47.3769, 8.5505] },
  aerzte: { name: 'Ärztezentrum Oerlikon', region: 'ZH', category: 'PRIVATE_CLINIC', city: 'Zürich', professional: true },
  hug: { name: 'Hôpitaux Universitaires de Genève', region: 'GE', category: 'UNIVERSITY_HOSPITAL', city: 'Genève', wbs: ['PAEDIATRICS'], point: [46.1936, 6.1486] },
  lugano: { name: 'Ospedale Regionale di Lugano', region: 'TI', category: 'REGIONAL_HOSPITAL', city: 'Lugano' },
  ziegler: { name: 'Zieglerspital', region: 'BE', category: 'REGIONAL_HOSPITAL', city: 'Bern' },
  oeschberg: { name: 'Klinik Öschberg', region: 'BE', category: 'PRIVATE_CLINIC', city: 'Burgdorf', parent: 'ziegler', hidden: true, point: [47.06, 7.62] },
  requested: { name: 'Praxis in Gründung', region: 'ZH', category: 'PRIVATE_CLINIC', city: 'Zürich', status: 'requested', professional: true, wbs: ['CARDIOLOGY'] },
}

interface JobSpec {
  institution: string
  field: string
  product?: boolean
  from?: number
  until?: number
  paused?: boolean
}

const JOBS: JobSpec[] = [
  { institution: 'usz', field: 'CARDIOLOGY' },
  { institution: 'hug', field: 'SURGERY', product: true },
  { institution: 'lugano', field: 'CARDIOLOGY', product: true, from: -40, until: -1 }, // expired
  { institution: 'ziegler', field: 'PAEDIATRICS', product: true, paused: true },
  { institution: 'requested', field: 'SURGERY', product: true },
]

const ids: Record<string, number> = {}
const names = (found: number[]) => found.map((id) => Object.keys(ids).find((key) => ids[key] === id) ?? `#${id}`)
const sorted = (list: string[]) => [...list].sort()

async function search(input: Partial<InstitutionFilter> = {}, { locale = 'de', perPage = 24 }: { locale?: Locale; perPage?: number } = {}) {
  const result = await searchInstitutions(payload, InstitutionFilterSchema.parse(input), { locale, perPage, now: NOW, counts: true })
  return { ...result, names: names(result.hits.map((h) => h.id)) }
}

async function insertKeys(table: string, keys: string[]): Promise<Record<string, number>> {
  const { rows } = await payload.db.pool.query<{ id: number; key: string }>(`INSERT INTO ${table} (key) SELECT unnest($1::text[]) RETURNING id, key`, [keys])
  return Object.fromEntries(rows.map((row) => [row.key, row.id]))
}

beforeAll(async () => {
  payload = await freshPayload()
  ;({ searchInstitutions } = await import('@/modules/institutions/search.server'))
  ;({ findActiveInstitution } = await import('@/modules/institutions/public.server'))
  ;({ findInstitutionArticles } = await import('@/modules/content/institution-articles.server'))
  const fields = await insertKeys('fields', ['CARDIOLOGY', 'SURGERY', 'PAEDIATRICS'])
  const regions = await insertKeys('regions', ['ZH', 'GE', 'TI', 'BE'])
  const categories = await insertKeys('categories', ['UNIVERSITY_HOSPITAL', 'REGIONAL_HOSPITAL', 'PRIVATE_CLINIC'])
  const products = await insertKeys('products', ['premium'])
  const pool = payload.db.pool
  for (const [key, spec] of Object.entries(INSTITUTIONS)) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO institutions (name, slug, status, category_id, region_id, main_lang, contact_city, contact_address, contact_zip, contact_hidden,
         is_professional, parent_id, parent_status, cord_lat, cord_lng)
       VALUES ($1, $2, $3, $4, $5, 'de', $6, 'Hauptstrasse 1', '8000', $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        spec.name,
        `inst-${key}`,
        spec.status ?? 'active',
        categories[spec.category],
        regions[spec.region],
        spec.city,
        spec.hidden ?? false,
        spec.professional ?? false,
        spec.parent ? ids[spec.parent] : null,
        spec.parent ? 'active' : null,
        spec.point?.[0] ?? null,
        spec.point?.[1] ?? null,
      ],
    )
    ids[key] = rows[0]!.id
    for (const [order, field] of (spec.wbs ?? []).entries()) {
      await pool.query(`INSERT INTO institutions_wbs (_order, _parent_id, id, field_id, name) VALUES ($1, $2, $3, $4, 'Klinik')`, [
        order + 1,
        ids[key],
        `wbs-${key}-${order}`,
        fields[field],
      ])
    }
  }
  for (const [n, job] of JOBS.entries()) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO jobs (title, slug, institution_id, status, paused, online_from, online_until, product_id)
       VALUES ($1, $2, $3, 'published', $4, $5, $6, $7) RETURNING id`,
      [`Stelle ${n}`, `stelle-${n}`, ids[job.institution], job.paused ?? false, at(job.from ?? -2), at(job.until ?? 30), job.product ? products.premium : null],
    )
    await pool.query(`INSERT INTO jobs_rels ("order", parent_id, path, fields_id) VALUES (1, $1, 'fields', $2)`, [rows[0]!.id, fields[job.field]])
  }
})

const ALL = ['aerzte', 'hug', 'oeschberg', 'lugano', 'usz', 'ziegler']

describe('institution search: active institutions A–Z', () => {
  it('lists every active institution in German order (Ä with A, Ö with O), never the requested one', async () => {
    const result = await search()
    expect(result.names).toEqual(ALL)
    expect(result).toMatchObject({ total: 6, page: 1, totalPages: 1 })
  })

  it.each<Locale>(['fr', 'it'])('sorts the same way in %s', async (locale) => {
    expect((await search({}, { locale })).names).toEqual(ALL)
  })

  it('pages with a stable order and the total on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ page }, { perPage: 2 })))
    expect(pages.map((p) => p.names)).toEqual([['aerzte', 'hug'], ['oeschberg', 'lugano'], ['usz', 'ziegler'], []])
    for (const p of pages) expect(p).toMatchObject({ total: 6, totalPages: 3 })
  })

  it('counts online ads only (not expired or paused ones)', async () => {
    const amounts = Object.fromEntries((await search()).hits.map((h) => [names([h.id])[0], h.jobs_amount]))
    expect(amounts).toEqual({ aerzte: 0, hug: 1, oeschberg: 0, lugano: 0, usz: 1, ziegler: 0 })
  })
})

describe('institution search: filters', () => {
  it.each<[string, Partial<InstitutionFilter>, string[]]>([
    ['canton', { regions: ['ZH'] }, ['aerzte', 'usz']],
    ['two cantons', { regions: ['GE', 'TI'] }, ['hug', 'lugano']],
    ['canton and category', { regions: ['ZH'], categories: ['UNIVERSITY_HOSPITAL'] }, ['usz']],
    ['category', { categories: ['REGIONAL_HOSPITAL'] }, ['lugano', 'ziegler']],
    ['field by online ad (the expired one does not count)', { fields: ['CARDIOLOGY'] }, ['usz']],
    ['field by further-training place (the paused ad does not count)', { fields: ['PAEDIATRICS'] }, ['hug']],
    ['field by online ad', { fields: ['SURGERY'] }, ['hug']],
    ['any of two fields', { fields: ['CARDIOLOGY', 'PAEDIATRICS'] }, ['hug', 'usz']],
    ['professional: the flag or a paid ad online', { professional: true }, ['aerzte', 'hug']],
    ['professional in a canton', { professional: true, regions: ['ZH'] }, ['aerzte']],
    ['unknown key', { regions: ['XX'] }, []],
    ['text without accents finds the name', { text: 'zurich' }, ['aerzte', 'usz']],
    ['text in capitals with accents', { text: 'ZÜRICH' }, ['aerzte', 'usz']],
    ['text finds the city', { text: 'geneve' }, ['hug']],
    ['text finds part of a word', { text: 'spital' }, ['usz', 'ziegler']],
    ['umlaut at the start', { text: 'arzte' }, ['aerzte']],
    ['every word must match (name and city)', { text: 'zieglerspital bern' }, ['ziegler']],
    ['a word that matches nothing', { text: 'zieglerspital lugano' }, []],
    ['text and canton', { text: 'zürich', regions: ['ZH'], categories: ['PRIVATE_CLINIC'] }, ['aerzte']],
  ])('%s', async (_label, input, expected) => {
    const result = await search(input)
    expect(sorted(result.names)).toEqual(sorted(expected))
    expect(result.total).toBe(expected.length)
  })

  it('treats text as data, never as SQL or pattern syntax', async () => {
    for (const text of ["'; DROP TABLE institutions; --", '%', '_', 'a%b_c']) {
      await expect(search({ text })).resolves.toMatchObject({ page: 1 })
    }
    expect((await search()).total).toBe(6)
  })

  it('counts per canton and category with the other filters', async () => {
    const result = await search({ regions: ['ZH'], categories: ['UNIVERSITY_HOSPITAL'] })
    // cantons: every canton's university hospitals; categories: every category in Zurich
    expect(Object.fromEntries(result.counts!.regions)).toEqual({ ZH: 1, GE: 1 })
    expect(Object.fromEntries(result.counts!.categories)).toEqual({ UNIVERSITY_HOSPITAL: 1, PRIVATE_CLINIC: 1 })
  })
})

describe('institution profile: locations and articles', () => {
  it('lists its own place, then its active sites; a hidden contact shows only the city', async () => {
    const detail = await findActiveInstitution(payload, ids.ziegler!, 'de')
    expect(detail?.locations).toEqual([
      { id: ids.ziegler, name: 'Zieglerspital', lat: null, lng: null, address: 'Hauptstrasse 1, 8000 Bern' },
      { id: ids.oeschberg, name: 'Klinik Öschberg', lat: 47.06, lng: 7.62, address: 'Burgdorf' },
    ])
    expect((await findActiveInstitution(payload, ids.usz!, 'de'))?.locations).toEqual([
      { id: ids.usz, name: 'Universitätsspital Zürich', lat: 47.3769, lng: 8.5505, address: 'Hauptstrasse 1, 8000 Zürich' },
    ])
  })

  it('shows published articles linked to the institution, newest first', async () => {
    const article = (title: string, days: number, institutions: number[]) =>
      payload.create({
        collection: 'articles',
        locale: 'de',
        overrideAccess: true,
        data: { title, slug: title.toLowerCase().replace(/\s/g, '-'), published_at: at(days), institutions },
      })
    await article('Alt', -10, [ids.usz!])
    await article('Neu', -1, [ids.usz!, ids.hug!])
    await article('Geplant', 5, [ids.usz!])
    await article('Anderswo', -2, [ids.hug!])
    expect((await findInstitutionArticles(payload, ids.usz!, 'de', NOW)).map((a) => a.title)).toEqual(['Neu', 'Alt'])
    expect(await findInstitutionArticles(payload, ids.lugano!, 'de', NOW)).toEqual([])
  })
})
