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

describe('a job page render', () => {
  it('reads the ad, its employer and the JobPosting facts in at most five statements, none of them a count', async () => {
    const statements = await statementsOf(async () => {
      const job = await publicServer.findOnlineJob(payload, ids.jobs[0]!, 'de')
      expect(job?.institution?.name).toBe('Spital Uster')
      const employer = await jsonLd.findJobPostingInstitution(payload, ids.institution, 'de')
      expect(employer?.name).toBe('Spital Uster')
      expect(employer?.region).toBe('ZH')
    })
    expect(statements.length).toBeGreaterThan(0)
    expect(statements.filter((s) => /count\(/i.test(s))).toEqual([])
    expect(statements.length).toBeLessThanOrEqual(5)
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

  it('finds an employer by its new name right after it was renamed (the folded name is written with it)', async () => {
    expect((await searchJobs(payload, JobFilterSchema.parse({ text: 'spital' }))).total).toBe(3)
    await payload.update({ collection: 'institutions', id: ids.institution, data: { name: 'Klinik Greifensee' }, overrideAccess: true })
    const result = await searchJobs(payload, JobFilterSchema.parse({ text: 'greifensee' }))
    expect([...result.ids].sort()).toEqual([...ids.jobs].sort())
    const old = await searchJobs(payload, JobFilterSchema.parse({ text: 'spital' }))
    expect(old.ids).toEqual([])
  })
})
