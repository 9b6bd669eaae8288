import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { JobFilterSchema } from '@/modules/jobs/filter-path'
import { createEssential, createInstitution, createJob } from '../support/factories'
import { freshPayload } from '../support/test-db'

// What a render asks the database (ADR 0072): a job page and a page of search results read what
// they show, in a bounded number of statements, and nothing they do not show.

let payload: Payload
let publicServer: typeof import('@/modules/jobs/public.server')
let jsonLd: typeof import('@/modules/jobs/json-ld')
let jobPage: typeof import('@/modules/jobs/job-page.server')
let jobCards: typeof import('@/modules/jobs/job-cards.server')
let searchJobs: typeof import('@/modules/jobs/search.server').searchJobs
let getEssentials: typeof import('@/modules/essentials/essentials.server').getEssentials
const ids: { institution: number; jobs: number[] } = { institution: 0, jobs: [] }
const DAY = 24 * 60 * 60 * 1000

/** The statements `work` sends through Payload's pool. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const pool = payload.db.pool
  const seen: string[] = []
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown
  const spy = vi.spyOn(pool, 'query').mockImplementation(((...args: unknown[]) => {
    const first = args[0]
    seen.push(typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? ''))
    return original(...args)
  }) as never)
  try {
    await work()
  } finally {
    spy.mockRestore()
  }
  return seen
}

beforeAll(async () => {
  payload = await freshPayload()
  publicServer = await import('@/modules/jobs/public.server')
  jsonLd = await import('@/modules/jobs/json-ld')
  jobPage = await import('@/modules/jobs/job-page.server')
  jobCards = await import('@/modules/jobs/job-cards.server')
  searchJobs = (await import('@/modules/jobs/search.server')).searchJobs
  getEssentials = (await import('@/modules/essentials/essentials.server')).getEssentials
  const region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
  const category = await createEssential(payload, 'categories', 'HOSPITAL', 'Spital')
  const field = await createEssential(payload, 'fields', 'CARDIOLOGY', 'Kardiologie')
  const level = await createEssential(payload, 'levels', 'ASSISTANT', 'Assistenzarzt')
  ids.institution = await createInstitution(payload, { name: 'Spital Uster', region, category, contact_city: 'Uster' })
  for (let n = 0; n < 3; n++) {
    ids.jobs.push(
      await createJob(payload, {
        title: `Assistenzarzt Kardiologie ${n}`,
        institution: ids.institution,
        fields: [field],
        levels: [level],
        content: { teaser: 'Ein langer Text über die Stelle', task: 'Aufgaben', requirement: 'Anforderungen', offer: 'Angebot' },
        online_from: new Date(Date.now() - DAY).toISOString(),
        online_until: new Date(Date.now() + 30 * DAY).toISOString(),
      }),
    )
  }
  // the essentials are kept per process: loaded here, outside the statements counted below
  await Promise.all([getEssentials(payload, 'de'), getEssentials(payload, 'fr'), getEssentials(payload, 'it')])
}, 120_000)

afterEach(() => vi.restoreAllMocks())

/** A media row as an upload leaves it (the file itself plays no part in the reads). */
async function mediaRow(filename: string): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(`INSERT INTO media (filename, mime_type, kind) VALUES ($1, 'image/png', 'profile') RETURNING id`, [filename])
  return rows[0]!.id
}

/** What the job page read through Payload's local API before (ADR 0072), to compare the one statement with. */
async function payloadReads(id: number) {
  const job = await publicServer.findOnlineJob(payload, id, 'de')
  if (!job) return null
  return { job, employer: job.institution ? await jsonLd.findJobPostingInstitution(payload, job.institution.id, job.locale) : null }
}

describe('a job page render', () => {
  it('reads the ad, its employer and the JobPosting facts in one statement, none of them a count', async () => {
    const statements = await statementsOf(async () => {
      const read = await jobPage.readJobPage(payload, ids.jobs[0]!, 'de')
      expect(read?.job.institution?.name).toBe('Spital Uster')
      expect(read?.employer?.name).toBe('Spital Uster')
      expect(read?.employer?.region).toBe('ZH')
    })
    expect(statements).toHaveLength(1)
    expect(statements.filter((s) => /count\(/i.test(s))).toEqual([])
  })

  it('reads what the Payload reads gave: levels and fields in order, texts, pictures, a PDF, a hidden street', async () => {
    const region = await createEssential(payload, 'regions', 'BE', 'Bern')
    const category = await createEssential(payload, 'categories', 'PRACTICE', 'Praxis')
    const fieldA = await createEssential(payload, 'fields', 'SURGERY', 'Chirurgie')
    const fieldB = await createEssential(payload, 'fields', 'UROLOGY', 'Urologie')
    const levelA = await createEssential(payload, 'levels', 'SENIOR', 'Oberarzt')
    const levelB = await createEssential(payload, 'levels', 'LEAD', 'Leitender Arzt')
    ;(await import('@/modules/essentials/essentials.server')).clearEssentialsCache()
    const [logo, header, pdf] = [await mediaRow('logo-a1b2.png'), await mediaRow('header c3d4.png'), await mediaRow('ad-e5f6.pdf')]
    const open = await createInstitution(payload, {
      name: 'Praxis am See',
      region,
      category,
      contact_city: 'Thun',
      contact_address: 'Seestrasse 1',
      contact_zip: '3600',
      website: 'https://praxis.example',
      logo,
      header,
    })
    const hidden = await createInstitution(payload, {
      name: 'Praxis verborgen',
      region,
      category,
      contact_city: 'Biel',
      contact_address: 'Weg 2',
      contact_zip: '2500',
      contact_hidden: true,
    })
    const requested = await createInstitution(payload, { name: 'Praxis beantragt', region, category, status: 'requested' })
    const online = { online_from: new Date(Date.now() - DAY).toISOString(), online_until: new Date(Date.now() + 30 * DAY).toISOString() }
    const texts = await createJob(payload, {
      title: 'Oberarzt Chirurgie',
      institution: open,
      locale: 'fr',
      fields: [fieldB, fieldA],
      levels: [levelB, levelA],
      salary_min: 9000,
      salary_max: 12000,
      pensum_min: 80,
      pensum_max: 100,
      available_from_type: 'date',
      available_from: new Date(Date.now() + 10 * DAY).toISOString(),
      apply: 'jobs@praxis.example',
      original: 'https://praxis.example/stelle',
      content: { teaser: '  Kurz  ', task: 'Aufgaben', contact: 'Frau Muster' },
      ...online,
    })
    const pdfAd = await createJob(payload, { title: 'PDF-Inserat', institution: hidden, type: 'pdf', pdf, ...online })
    const ofRequested = await createJob(payload, { title: 'Ohne Profil', institution: requested, ...online })
    const linkAd = await createJob(payload, { title: 'Link-Inserat', institution: open, type: 'link', link: 'https://praxis.example/inserat', ...online })
    for (const id of [texts, pdfAd, ofRequested, linkAd]) {
      const before = await payloadReads(id)
      expect(before).not.toBeNull()
      expect(await jobPage.readJobPage(payload, id, 'de')).toEqual(before)
    }
    const read = await jobPage.readJobPage(payload, texts, 'de')
    expect(read?.job.levels).toEqual(['Leitender Arzt', 'Oberarzt'])
    expect(read?.employer).toMatchObject({ logo: '/media/logo-a1b2.png', header: '/media/header%20c3d4.png', street: 'Seestrasse 1', region: 'BE' })
    expect((await jobPage.readJobPage(payload, pdfAd, 'de'))?.job.pdf).toBe('/media/ad-e5f6.pdf')
    expect((await jobPage.readJobPage(payload, pdfAd, 'de'))?.employer?.street).toBeNull()
    expect((await jobPage.readJobPage(payload, ofRequested, 'de'))?.employer).toBeNull()
    expect((await jobPage.readJobPage(payload, linkAd, 'de'))?.job.link).toBe('https://praxis.example/inserat')
  })

  it('finds no ad that is not online, as the Payload reads did', async () => {
    const base = { title: 'Nicht online', institution: ids.institution }
    const paused = await createJob(payload, {
      ...base,
      paused: true,
      online_from: new Date(Date.now() - DAY).toISOString(),
      online_until: new Date(Date.now() + DAY).toISOString(),
    })
    const ended = await createJob(payload, { ...base, online_from: new Date(Date.now() - 3 * DAY).toISOString(), online_until: new Date(Date.now() - DAY).toISOString() })
    const draft = await createJob(payload, {
      ...base,
      status: 'draft',
      online_from: new Date(Date.now() - DAY).toISOString(),
      online_until: new Date(Date.now() + DAY).toISOString(),
    })
    for (const id of [paused, ended, draft]) {
      expect(await payloadReads(id)).toBeNull()
      expect(await jobPage.readJobPage(payload, id, 'de')).toBeNull()
    }
  })
})

describe('a page of search results', () => {
  it('reads the cards without the ads’ texts, in at most three statements', async () => {
    const statements = await statementsOf(async () => {
      const cards = await publicServer.jobCardsByIds(payload, [...ids.jobs].reverse(), 'de')
      expect(cards.map((c) => c.job.id)).toEqual([...ids.jobs].reverse())
      expect(cards[0]!.job.fields).toEqual(['CARDIOLOGY'])
      expect(cards[0]!.labels).toEqual(['Assistenzarzt', 'Kardiologie'])
      expect(cards[0]!.institution?.city).toBe('Uster')
    })
    expect(statements.length).toBeGreaterThan(0)
    expect(statements.length).toBeLessThanOrEqual(3)
    expect(statements.filter((s) => /content_(teaser|task|requirement|offer)/.test(s))).toEqual([])
  })

  it('reads a page of cards in one statement, as the Payload reads gave them (order, labels, employers, professional, free listings)', async () => {
    const region = await createEssential(payload, 'regions', 'LU', 'Luzern')
    const category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
    const field = await createEssential(payload, 'fields', 'PSYCHIATRY', 'Psychiatrie')
    const level = await createEssential(payload, 'levels', 'RESIDENT', 'Assistenzärztin')
    ;(await import('@/modules/essentials/essentials.server')).clearEssentialsCache()
    const online = { online_from: new Date(Date.now() - DAY).toISOString(), online_until: new Date(Date.now() + 30 * DAY).toISOString() }
    const flagged = await createInstitution(payload, { name: 'Klinik mit Flag', region, category, contact_city: 'Luzern', is_professional: true })
    const plain = await createInstitution(payload, { name: 'Klinik ohne Paket', region, category })
    const paying = await createInstitution(payload, { name: 'Klinik mit Paket', region, category })
    const product = await payload.create({
      collection: 'products',
      locale: 'de',
      overrideAccess: true,
      data: { key: 'premium', title: 'Premium', position: 1, variants: [{ variant_id: 201, duration: 30, price: 990 }] },
    })
    const requested = await createInstitution(payload, { name: 'Klinik beantragt', region, category, status: 'requested' })
    const made = [
      await createJob(payload, { title: 'Psychiatrie A', institution: flagged, fields: [field], levels: [level], salary_min: 8000, ...online }),
      await createJob(payload, { title: 'Psychiatrie B', institution: plain, available_from_type: 'agreement', pensum_min: 60, pensum_max: 80, ...online }),
      await createJob(payload, { title: 'Psychiatrie C', institution: requested, ...online }),
      await createJob(payload, { title: 'Frei gelesen', institution: plain, crawler_job: true, has_full_access: false, ...online }),
      await createJob(payload, { title: 'Pausiert', institution: plain, paused: true, ...online }),
      await createJob(payload, { title: 'Mit Paket', institution: paying, product: product.id, ...online }),
    ]
    const order = [made[3]!, ids.jobs[1]!, made[0]!, made[5]!, made[4]!, made[2]!, made[1]!, ids.jobs[0]!]
    const before = await publicServer.jobCardsByIds(payload, order, 'de')
    const statements = await statementsOf(async () => {
      expect(await jobCards.readJobCards(payload, order, 'de')).toEqual(before)
    })
    expect(statements).toHaveLength(1)
    expect(statements.filter((s) => /content_(teaser|task|requirement|offer)/.test(s))).toEqual([])
    expect(before.map((c) => c.job.id)).toEqual(order.filter((id) => id !== made[4]))
    expect(before.find((c) => c.job.id === made[0])?.job.institution.is_professional).toBe(true)
    expect(before.find((c) => c.job.id === made[5])?.job).toMatchObject({ product: 'premium', institution: { is_professional: true } })
    expect(before.find((c) => c.job.id === made[1])?.job.institution.is_professional).toBe(false)
    expect(before.find((c) => c.job.id === made[2])?.institution).toBeNull()
    expect(before.find((c) => c.job.id === made[3])?.crawled).toBe(true)
    expect(await jobCards.readJobCards(payload, [], 'de')).toEqual([])
  })

  it('finds an employer by its new name right after it was renamed (the folded name is written with it)', async () => {
    expect((await searchJobs(payload, JobFilterSchema.parse({ text: 'spital' }))).total).toBe(3)
    await payload.update({ collection: 'institutions', id: ids.institution, data: { name: 'Klinik Greifensee' }, overrideAccess: true })
    const result = await searchJobs(payload, JobFilterSchema.parse({ text: 'greifensee' }))
    expect([...result.ids].sort()).toEqual([...ids.jobs].sort())
    const old = await searchJobs(payload, JobFilterSchema.parse({ text: 'spital' }))
    expect(old.ids).toEqual([])
  })
})
