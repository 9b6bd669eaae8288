import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { JobFilterSchema, type JobFilter } from '@/modules/jobs/filter-path'
import { freshPayload } from '../support/test-db'

// The job search on a fixed dataset: five active institutions in four cantons (one requested
// institution), eight online ads in de/fr/it and six that must never be found.

let payload: Payload
let searchJobs: typeof import('@/modules/jobs/search.server').searchJobs

const NOW = new Date('2026-06-15T12:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString()

const ids: Record<string, number> = {}

async function insertKeys(table: 'fields' | 'levels' | 'regions' | 'categories', keys: string[]): Promise<Record<string, number>> {
  const { rows } = await payload.db.pool.query<{ id: number; key: string }>(`INSERT INTO ${table} (key) SELECT unnest($1::text[]) RETURNING id, key`, [keys])
  return Object.fromEntries(rows.map((row) => [row.key, row.id]))
}

interface InstitutionSpec {
  name: string
  region: string
  category: string
  lat: number
  lng: number
  status?: 'active' | 'requested'
}

interface JobSpec {
  title: string
  institution: string
  locale: Locale
  fields: string[]
  levels: string[]
  pensum: [number, number]
  salary?: [number | null, number | null]
  from: number
  until?: number
  teaser?: string
  task?: string
  requirement?: string
  offer?: string
  status?: 'draft' | 'published'
  paused?: boolean
  crawler_decline?: boolean
}

const INSTITUTIONS: Record<string, InstitutionSpec> = {
  usz: { name: 'Universitätsspital Zürich', region: 'ZH', category: 'UNIVERSITY_HOSPITAL', lat: 47.3769, lng: 8.5505 },
  uster: { name: 'Spital Uster', region: 'ZH', category: 'REGIONAL_HOSPITAL', lat: 47.3471, lng: 8.7209 },
  hug: { name: 'Hôpitaux Universitaires de Genève', region: 'GE', category: 'UNIVERSITY_HOSPITAL', lat: 46.1936, lng: 6.1486 },
  lugano: { name: 'Ospedale Regionale di Lugano', region: 'TI', category: 'REGIONAL_HOSPITAL', lat: 46.0101, lng: 8.96 },
  bern: { name: 'Privatklinik Bern', region: 'BE', category: 'PRIVATE_CLINIC', lat: 46.948, lng: 7.4474 },
  hidden: { name: 'Praxis in Gründung', region: 'ZH', category: 'PRIVATE_CLINIC', lat: 47.3725, lng: 8.54, status: 'requested' },
}

// Online ads; newest first: J2, J1, J3 … J8.
const ONLINE: Record<string, JobSpec> = {
  J1: {
    title: 'Assistenzarzt/-ärztin Kardiologie',
    institution: 'usz',
    locale: 'de',
    fields: ['CARDIOLOGY'],
    levels: ['ASSISTANT_PHYSICIAN'],
    pensum: [80, 100],
    salary: [100_000, 120_000],
    from: -2,
    teaser: 'Spannende Weiterbildungsstelle mitten in Zürich.',
    task: 'Betreuung der Patientinnen und Patienten auf der Bettenstation.',
  },
  J2: {
    title: 'Oberarzt/-ärztin Chirurgie',
    institution: 'usz',
    locale: 'de',
    fields: ['SURGERY'],
    levels: ['SENIOR_PHYSICIAN'],
    pensum: [100, 100],
    salary: [150_000, 180_000],
    from: -1,
    requirement: 'Kenntnisse in Kardiologie von Vorteil.',
  },
  J3: {
    title: 'Médecin assistant·e en cardiologie',
    institution: 'hug',
    locale: 'fr',
    fields: ['CARDIOLOGY'],
    levels: ['ASSISTANT_PHYSICIAN'],
    pensum: [50, 80],
    from: -3,
    teaser: 'Rejoins notre équipe à Genève.',
    task: 'Prise en charge des patient·e·s hospitalisé·e·s.',
  },
  J4: {
    title: 'Chef·fe de clinique en pédiatrie',
    institution: 'hug',
    locale: 'fr',
    fields: ['PAEDIATRICS'],
    levels: ['SENIOR_PHYSICIAN'],
    pensum: [100, 100],
    salary: [140_000, null],
    from: -4,
  },
  J5: {
    title: 'Medico assistente in psichiatria',
    institution: 'lugano',
    locale: 'it',
    fields: ['PSYCHIATRY_PSYCHOTHERAPY'],
    levels: ['ASSISTANT_PHYSICIAN'],
    pensum: [60, 100],
    salary: [95_000, 110_000],
    from: -5,
    teaser: 'Lavorare a Lugano in un ospedale moderno.',
  },
  J6: {
    title: 'Capoclinica in chirurgia',
    institution: 'lugano',
    locale: 'it',
    fields: ['SURGERY'],
    levels: ['SENIOR_PHYSICIAN'],
    pensum: [100, 100],
    from: -6,
    offer: 'Possibilità di formazione continua.',
  },
  J7: {
    title: 'Assistenzarzt/-ärztin Pädiatrie',
    institution: 'uster',
    locale: 'de',
    fields: ['PAEDIATRICS'],
    levels: ['ASSISTANT_PHYSICIAN'],
    pensum: [40, 60],
    salary: [90_000, 100_000],
    from: -7,
    teaser: 'Unser Team in der Nähe von Zürich freut sich auf dich.',
  },
  J8: {
    title: 'Facharzt/-ärztin Psychiatrie',
    institution: 'bern',
    locale: 'de',
    fields: ['PSYCHIATRY_PSYCHOTHERAPY'],
    levels: ['SENIOR_PHYSICIAN'],
    pensum: [80, 80],
    from: -8,
  },
}

// Each would match "Kardiologie", ZH, CARDIOLOGY and 8001-20km if it were online.
const offline = (changes: Partial<JobSpec>): JobSpec => ({
  title: 'Assistenzarzt/-ärztin Kardiologie (offline)',
  institution: 'usz',
  locale: 'de',
  fields: ['CARDIOLOGY'],
  levels: ['ASSISTANT_PHYSICIAN'],
  pensum: [100, 100],
  salary: [200_000, 250_000],
  from: -1,
  ...changes,
})
const OFFLINE: Record<string, JobSpec> = {
  draft: offline({ status: 'draft' }),
  paused: offline({ paused: true }),
  declined: offline({ crawler_decline: true }),
  future: offline({ from: 2 }),
  expired: offline({ from: -30, until: -1 }),
  requestedInstitution: offline({ institution: 'hidden' }),
}

const filter = (input: Partial<JobFilter> = {}): JobFilter => JobFilterSchema.parse(input)
const names = (found: number[]) => found.map((id) => Object.keys(ids).find((key) => ids[key] === id) ?? `#${id}`)
async function search(input: Partial<JobFilter> = {}, perPage = 20) {
  const result = await searchJobs(payload, filter(input), { now: NOW, perPage })
  return { ...result, names: names(result.ids) }
}
const sorted = (list: string[]) => [...list].sort()

beforeAll(async () => {
  payload = await freshPayload()
  ;({ searchJobs } = await import('@/modules/jobs/search.server'))
  const fields = await insertKeys('fields', ['CARDIOLOGY', 'SURGERY', 'PAEDIATRICS', 'PSYCHIATRY_PSYCHOTHERAPY'])
  const levels = await insertKeys('levels', ['ASSISTANT_PHYSICIAN', 'SENIOR_PHYSICIAN'])
  const regions = await insertKeys('regions', ['ZH', 'GE', 'TI', 'BE'])
  const categories = await insertKeys('categories', ['UNIVERSITY_HOSPITAL', 'REGIONAL_HOSPITAL', 'PRIVATE_CLINIC'])

  const institutionIds: Record<string, number> = {}
  for (const [key, spec] of Object.entries(INSTITUTIONS)) {
    const { rows } = await payload.db.pool.query<{ id: number }>(
      `INSERT INTO institutions (name, slug, status, category_id, region_id, main_lang, cord_lat, cord_lng)
       VALUES ($1, $2, $3, $4, $5, 'de', $6, $7) RETURNING id`,
      [spec.name, `search-${key}`, spec.status ?? 'active', categories[spec.category], regions[spec.region], spec.lat, spec.lng],
    )
    institutionIds[key] = rows[0]!.id
  }

  // Through the local API, so the generated search column is exercised on Payload's own insert.
  for (const [key, spec] of Object.entries({ ...ONLINE, ...OFFLINE })) {
    const data: RequiredDataFromCollectionSlug<'jobs'> = {
      title: spec.title,
      slug: `search-${key.toLowerCase()}`,
      institution: institutionIds[spec.institution]!,
      locale: spec.locale,
      fields: spec.fields.map((field) => fields[field]!),
      levels: spec.levels.map((level) => levels[level]!),
      pensum_min: spec.pensum[0],
      pensum_max: spec.pensum[1],
      salary_min: spec.salary?.[0] ?? null,
      salary_max: spec.salary?.[1] ?? null,
      content: { teaser: spec.teaser ?? null, task: spec.task ?? null, requirement: spec.requirement ?? null, offer: spec.offer ?? null },
      status: spec.status ?? 'published',
      paused: spec.paused ?? false,
      crawler_decline: spec.crawler_decline ?? false,
      online_from: at(spec.from),
      online_until: at(spec.until ?? 30),
      type: 'text',
      available_from_type: 'immediate',
    }
    const job = await payload.create({ collection: 'jobs', overrideAccess: true, depth: 0, data })
    ids[key] = job.id
  }
})

const NEWEST = ['J2', 'J1', 'J3', 'J4', 'J5', 'J6', 'J7', 'J8']

describe('job search: online rule and paging', () => {
  it('finds every online ad, newest first, and none of the offline ones', async () => {
    const result = await search()
    expect(result.names).toEqual(NEWEST)
    expect(result).toMatchObject({ total: 8, page: 1, totalPages: 1 })
  })

  it('never returns draft, paused, declined, future, expired ads or ads of requested institutions', async () => {
    const probes: Partial<JobFilter>[] = [
      { text: 'Kardiologie' },
      { text: 'offline' },
      { fields: ['CARDIOLOGY'] },
      { regions: ['ZH'] },
      { near: { zip: '8001', km: 5 } },
      { salaryMin: 190_000 },
      { sort: 'salary' },
    ]
    const offlineIds = Object.keys(OFFLINE).map((key) => ids[key])
    for (const probe of probes) {
      const result = await search(probe)
      expect(
        result.ids.filter((id) => offlineIds.includes(id)),
        JSON.stringify(probe),
      ).toEqual([])
    }
    expect((await search({ text: 'offline' })).total).toBe(0)
    expect((await search({ salaryMin: 190_000 })).total).toBe(0)
  })

  it('pages with a stable order and reports the total on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ page }, 3)))
    expect(pages.map((p) => p.names)).toEqual([['J2', 'J1', 'J3'], ['J4', 'J5', 'J6'], ['J7', 'J8'], []])
    for (const [i, p] of pages.entries()) expect(p).toMatchObject({ total: 8, page: i + 1, totalPages: 3 })
  })

  it('counts up to the cap and one page past the requested one; the pages and their ads stay the same (ADR 0076)', async () => {
    const capped = (page: number, countCap: number | null) => searchJobs(payload, filter({ page }), { now: NOW, perPage: 2, countCap })
    const exact = await Promise.all([1, 2, 3, 4].map((page) => capped(page, null)))
    expect(exact.map((p) => [p.total, p.totalCapped, p.totalPages])).toEqual(Array(4).fill([8, false, 4]))
    // Cap 3: page 1 counts up to max(3, 2 pages) + 1 = 5 matches, so "more than 3", and 3 pages known.
    const first = await capped(1, 3)
    expect(first).toMatchObject({ total: 3, totalCapped: true, totalPages: 3 })
    // Page 3 counts up to 4 pages + 1: the 8 matches are fewer, so the count is exact again.
    expect(await capped(3, 3)).toMatchObject({ total: 8, totalCapped: false, totalPages: 4 })
    // Every page lists the same ads as with the exact count.
    for (const page of [1, 2, 3, 4]) expect((await capped(page, 3)).ids).toEqual(exact[page - 1]!.ids)
    // Page 2 still knows page 3 exists (the next link, the neighbours of the job page).
    expect((await capped(2, 3)).totalPages).toBeGreaterThanOrEqual(3)
    // Without a text the default cap counts far more than 8: exact.
    expect(await search()).toMatchObject({ total: 8, totalCapped: false })
  })

  it('uses the given time: before or after every ad nothing is online', async () => {
    expect((await searchJobs(payload, filter(), { now: new Date(at(-40)) })).total).toBe(0)
    expect((await searchJobs(payload, filter(), { now: new Date(at(40)) })).total).toBe(0)
    expect((await searchJobs(payload, filter(), { now: new Date(at(3)) })).total).toBe(8 + 1) // the "future" ad is online from day 2
  })
})

describe('job search: text in three languages, accent-insensitive', () => {
  it.each([
    ['Kardiologie', ['J1', 'J2']],
    ['kardiologie', ['J1', 'J2']],
    ['cardiologie', ['J3']],
    ['médecin', ['J3']],
    ['medecin', ['J3']],
    ['MÉDECIN', ['J3']],
    // J2's text does not name Zürich, its employer (Universitätsspital Zürich) does.
    ['Zürich', ['J1', 'J2', 'J7']],
    ['zurich', ['J1', 'J2', 'J7']],
    ['Pädiatrie', ['J7']],
    ['padiatrie', ['J7']],
    ['pédiatrie', ['J4']],
    ['psichiatria', ['J5']],
    ['ospedale Lugano', ['J5', 'J6']],
    ['Psychiatrie', ['J8']],
    ['Genève', ['J3', 'J4']],
    ['geneve', ['J3', 'J4']],
    ['formazione', ['J6']],
    ['Assistenzarzt Kardiologie', ['J1']],
    ['Patientinnen', ['J1']],
    ['hospitalisés', ['J3']],
    ['Neurologie', []],
  ])('%j finds %j', async (text, expected) => {
    expect(sorted((await search({ text })).names)).toEqual(sorted(expected))
  })

  it.each<[string, string[]]>([
    // A field in the ad's text, the place in its employer's name or town.
    ['Kardiologie Zürich', ['J1', 'J2']],
    ['Psychiatrie Bern', ['J8']],
    // "in" is a stop word: skipped, as the full-text search skips it.
    ['Psychiatrie in Bern', ['J8']],
    ['pédiatrie Genève', ['J4']],
    // Employers whose status is not active never lend their name.
    ['Gründung', []],
  ])('%j finds %j through the employer’s name or town', async (text, expected) => {
    expect(sorted((await search({ text })).names)).toEqual(sorted(expected))
  })

  it('treats the words of a query as data, never as SQL or query syntax', async () => {
    for (const text of ["'; DROP TABLE jobs; --", 'kardiologie OR chirurgie', '"unterminated', 'a:* & !b | (c']) {
      await expect(search({ text })).resolves.toMatchObject({ page: 1 })
    }
    expect((await search()).total).toBe(8)
  })

  it('sorts by relevance (title above requirement) or by date', async () => {
    expect((await search({ text: 'Kardiologie', sort: 'relevance' })).names).toEqual(['J1', 'J2'])
    expect((await search({ text: 'Kardiologie' })).names).toEqual(['J2', 'J1'])
    // relevance without text is the newest order
    expect((await search({ sort: 'relevance' })).names).toEqual(NEWEST)
  })

  it('ranks only the newest matches, then lists older matches by date, in a stable order across pages', async () => {
    const text = 'Assistenzarzt or Zürich or Kardiologie or médecin or medico'
    const byDate = (await search({ text })).names
    const fullRank = (await search({ text, sort: 'relevance' })).names
    expect(byDate.length).toBeGreaterThanOrEqual(4)
    const ranked = 2
    const head = byDate.slice(0, ranked)
    const expected = [...fullRank.filter((n) => head.includes(n)), ...byDate.slice(ranked)]
    const result = await searchJobs(payload, filter({ text, sort: 'relevance' }), { now: NOW, rankedMatches: ranked })
    expect(names(result.ids)).toEqual(expected)
    expect(result.total).toBe(byDate.length)
    // Page by page (one per page) gives the same order, across the end of the ranked part.
    const paged: string[] = []
    for (let page = 1; page <= byDate.length; page++) {
      const one = await searchJobs(payload, filter({ text, sort: 'relevance', page }), { now: NOW, perPage: 1, rankedMatches: ranked })
      paged.push(...names(one.ids))
    }
    expect(paged).toEqual(expected)
  })
})

describe('job search: filters', () => {
  it.each<[string, Partial<JobFilter>, string[]]>([
    ['one field', { fields: ['CARDIOLOGY'] }, ['J1', 'J3']],
    ['any of two fields', { fields: ['CARDIOLOGY', 'PAEDIATRICS'] }, ['J1', 'J3', 'J4', 'J7']],
    ['field and level', { fields: ['CARDIOLOGY'], levels: ['ASSISTANT_PHYSICIAN'] }, ['J1', 'J3']],
    ['field and another level', { fields: ['CARDIOLOGY'], levels: ['SENIOR_PHYSICIAN'] }, []],
    ['level', { levels: ['SENIOR_PHYSICIAN'] }, ['J2', 'J4', 'J6', 'J8']],
    ['unknown key', { fields: ['NOT_A_FIELD'] }, []],
    ['region', { regions: ['ZH'] }, ['J1', 'J2', 'J7']],
    ['two regions', { regions: ['GE', 'TI'] }, ['J3', 'J4', 'J5', 'J6']],
    ['region and category', { regions: ['ZH'], categories: ['UNIVERSITY_HOSPITAL'] }, ['J1', 'J2']],
    ['category', { categories: ['PRIVATE_CLINIC'] }, ['J8']],
    ['pensum 90–100', { pensumMin: 90, pensumMax: 100 }, ['J1', 'J2', 'J4', 'J5', 'J6']],
    ['pensum 40–50', { pensumMin: 40, pensumMax: 50 }, ['J3', 'J7']],
    ['pensum 0–30', { pensumMin: 0, pensumMax: 30 }, []],
    ['full time', { employment: 'FULL_TIME' }, ['J1', 'J2', 'J4', 'J5', 'J6']],
    ['part time', { employment: 'PART_TIME' }, ['J1', 'J3', 'J5', 'J7', 'J8']],
    ['salary from 120k (max, or min when no max)', { salaryMin: 120_000 }, ['J1', 'J2', 'J4']],
    ['salary from 181k', { salaryMin: 181_000 }, []],
    ['8001 within 20 km: Zürich and Uster', { near: { zip: '8001', km: 20 } }, ['J1', 'J2', 'J7']],
    ['8001 within 5 km: Zürich only', { near: { zip: '8001', km: 5 } }, ['J1', 'J2']],
    ['1204 within 10 km: Geneva', { near: { zip: '1204', km: 10 } }, ['J3', 'J4']],
    ['8001 within 200 km: all but Geneva (224 km)', { near: { zip: '8001', km: 200 } }, ['J1', 'J2', 'J5', 'J6', 'J7', 'J8']],
    ['unknown postal code', { near: { zip: '9999', km: 50 } }, []],
    ['text and distance', { text: 'Kardiologie', near: { zip: '8001', km: 20 } }, ['J1', 'J2']],
    ['text, level and part time', { text: 'assistente', levels: ['ASSISTANT_PHYSICIAN'], employment: 'PART_TIME' }, ['J5']],
  ])('%s', async (_label, input, expected) => {
    const result = await search(input)
    expect(sorted(result.names)).toEqual(sorted(expected))
    expect(result.total).toBe(expected.length)
  })

  it('sorts by salary (highest maximum first, ads without a maximum last, newest first among equals)', async () => {
    expect((await search({ sort: 'salary' })).names).toEqual(['J2', 'J1', 'J5', 'J7', 'J3', 'J4', 'J6', 'J8'])
  })

  it('answers an unknown postal code with an empty first page', async () => {
    expect(await searchJobs(payload, filter({ near: { zip: '9999', km: 20 } }), { now: NOW })).toEqual({
      ids: [],
      total: 0,
      totalCapped: false,
      premiumTotal: 0,
      page: 1,
      totalPages: 0,
    })
  })
})
