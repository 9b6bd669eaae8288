import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createEssential, createInstitution, createJob, createUser, setDemoCreditor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The ads read from an employer's website (ADR 0071): decline (offline at once, never listed
// again, idempotent, undone only by the team), the institution's switch for free listings (off:
// its free listings offline at once and kept off by the database; on: declined ads stay declined),
// take-over (a paid ad with full access that keeps its statistics, once per form), ranking after
// paid ads. Who may: each role, another institution's manager, the manager, the team.

let payload: Payload
let crawled: typeof import('@/modules/jobs/crawled.server')
let cockpit: typeof import('@/modules/jobs/cockpit-jobs.server')
let state: typeof import('@/modules/jobs/state')
let search: typeof import('@/modules/jobs/search.server')
let filterPath: typeof import('@/modules/jobs/filter-path')
let ended: typeof import('@/modules/jobs/ended.server')
const ids = { own: 0, other: 0 }
const people = {} as Record<'member' | 'other' | 'doctor' | 'student' | 'team', User>
const DAY = 86_400_000

beforeAll(async () => {
  payload = await freshPayload()
  await setDemoCreditor(payload)
  crawled = await import('@/modules/jobs/crawled.server')
  cockpit = await import('@/modules/jobs/cockpit-jobs.server')
  state = await import('@/modules/jobs/state')
  search = await import('@/modules/jobs/search.server')
  filterPath = await import('@/modules/jobs/filter-path')
  ended = await import('@/modules/jobs/ended.server')
  const region = await createEssential(payload, 'regions', 'GR', 'Graubünden')
  const category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  const billing = { name: 'Spital Rhein AG', address: 'Rheinweg 1', zip: '7000', city: 'Chur', email: 'rechnung@rhein.example' }
  ids.own = await createInstitution(payload, { name: 'Spital Rhein', region, category, billing, billing_type: 'email', status: 'active' })
  ids.other = await createInstitution(payload, { name: 'Klinik Albula', region, category, billing, billing_type: 'email', status: 'active' })
  await payload.create({
    collection: 'products',
    locale: 'de',
    overrideAccess: true,
    data: { key: 'basic', title: 'Basic', position: 1, variants: [{ variant_id: 101, duration: 30, price: 390 }] },
  })
  people.member = await createUser(payload, { email: 'hr@rhein.example', role: 'ROLE_INSTITUTION', manages: ids.own })
  people.other = await createUser(payload, { email: 'hr@albula.example', role: 'ROLE_INSTITUTION', manages: ids.other })
  people.doctor = await createUser(payload, { email: 'doc@rhein.example', role: 'ROLE_DOCTOR' })
  people.student = await createUser(payload, { email: 'stud@rhein.example', role: 'ROLE_STUDENT' })
  people.team = await createUser(payload, { email: 'team@rhein.example', role: 'ROLE_ADMIN' })
})

const now = () => new Date()

/** A free listing of the institution, online since yesterday for three weeks. */
const crawledAd = (title: string, institution = ids.own) =>
  createJob(payload, {
    title,
    institution,
    crawler_job: true,
    has_full_access: false,
    original: 'https://www.spital-rhein.example/jobs/1',
    online_from: new Date(Date.now() - DAY).toISOString(),
    online_until: new Date(Date.now() + 21 * DAY).toISOString(),
  })

const job = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })
const listed = async (id: number) => (await payload.db.pool.query('SELECT 1 FROM listed_jobs WHERE id = $1', [id])).rowCount === 1
const searchIds = async (institution: number) => (await search.searchJobs(payload, filterPath.JobFilterSchema.parse({ institution }), { perPage: 50 })).ids

describe('declining a crawled ad', () => {
  it('is refused to a visitor, a student, a doctor and another institution’s manager', async () => {
    const id = await crawledAd('Assistenzarzt Chirurgie (abgelehnt von niemandem)')
    for (const viewer of [null, people.student, people.doctor, people.other]) {
      expect(await crawled.declineCrawledJob(payload, viewer, id)).toEqual({ ok: false, reason: 'notFound' })
    }
    expect((await job(id)).crawler_decline).toBe(false)
    expect(await listed(id)).toBe(true)
  })

  it('takes the ad offline at once for the manager, and again answers the same', async () => {
    const id = await crawledAd('Oberärztin Innere Medizin (abgelehnt)')
    expect(await searchIds(ids.own)).toContain(id)
    expect(await crawled.declineCrawledJob(payload, people.member, id)).toEqual({ ok: true, id })
    expect(await crawled.declineCrawledJob(payload, people.member, id)).toEqual({ ok: true, id })
    const declined = await job(id)
    expect(declined.crawler_decline).toBe(true)
    expect(state.isOnline(declined)).toBe(false)
    expect(await listed(id)).toBe(false)
    expect(await searchIds(ids.own)).not.toContain(id)
    // the job page is the 404, not the ended ad's page
    expect(await ended.endedJob(payload, id, 'de')).toBeNull()
    // still the employer's to take over, flagged
    const pending = (await cockpit.cockpitJobs(payload, people.member, 'de')).pendingAccess.find((j) => j.id === id)
    expect(pending).toMatchObject({ declined: true })
  })

  it('leaves the cockpit’s view link only on the ads the public sees (an online crawled ad, not a declined one)', async () => {
    const shown = await crawledAd('Assistenzarzt Orthopädie (zu übernehmen, online)')
    const gone = await crawledAd('Assistenzarzt Orthopädie (zu übernehmen, abgelehnt)')
    await crawled.declineCrawledJob(payload, people.member, gone)
    const pending = (await cockpit.cockpitJobs(payload, people.member, 'de')).pendingAccess
    expect(pending.find((j) => j.id === shown)).toMatchObject({ online: true, declined: false })
    expect(pending.find((j) => j.id === gone)).toMatchObject({ online: false, declined: true })
  })

  it('is the team’s to undo (in /admin), and the team may decline too', async () => {
    const id = await crawledAd('Assistenzärztin Pädiatrie (vom Team)')
    expect(await crawled.declineCrawledJob(payload, people.team, id)).toEqual({ ok: true, id })
    expect(await listed(id)).toBe(false)
    await payload.update({ collection: 'jobs', id, data: { crawler_decline: false }, overrideAccess: false, user: people.team })
    expect(await listed(id)).toBe(true)
    // the employer cannot write the flag through the backoffice API's rules
    await expect(payload.update({ collection: 'jobs', id, data: { crawler_decline: true }, overrideAccess: false, user: people.member })).rejects.toThrow()
  })

  it('only concerns free listings: a paid or taken-over ad is not declined', async () => {
    const paid = await createJob(payload, {
      title: 'Leitender Arzt (bezahlt)',
      institution: ids.own,
      online_from: new Date().toISOString(),
      online_until: new Date(Date.now() + DAY).toISOString(),
    })
    expect(await crawled.declineCrawledJob(payload, people.member, paid)).toEqual({ ok: false, reason: 'notFound' })
  })
})

describe('the institution’s switch for free listings', () => {
  it('is refused to everyone but the institution’s managers and the team', async () => {
    for (const viewer of [null, people.student, people.doctor, people.other]) {
      expect(await crawled.setFreeListings(payload, viewer, ids.own, true)).toEqual({ ok: false, reason: 'notFound' })
    }
    expect((await payload.findByID({ collection: 'institutions', id: ids.own, overrideAccess: true })).disable_free_crawler).toBe(false)
    expect(await crawled.freeListingSwitches(payload, people.member)).toEqual([{ id: ids.own, name: 'Spital Rhein', disabled: false }])
    expect(await crawled.freeListingSwitches(payload, people.student)).toEqual([])
  })

  it('off: takes the free listings offline at once and keeps them off; paid and taken-over ads stay; on: declined ads stay declined', async () => {
    const free = await crawledAd('Assistenzarzt Orthopädie (frei)', ids.other)
    const declined = await crawledAd('Assistenzarzt Urologie (abgelehnt)', ids.other)
    await crawled.declineCrawledJob(payload, people.other, declined)
    const taken = await crawledAd('Oberarzt Anästhesie (übernommen)', ids.other)
    expect(await cockpit.extendJob(payload, people.other, taken, 101, '', randomUUID())).toMatchObject({ ok: true })
    expect(await searchIds(ids.other)).toEqual(expect.arrayContaining([free, taken]))

    const off = await crawled.setFreeListings(payload, people.other, ids.other, true)
    expect(off).toMatchObject({ ok: true, disabled: true, ended: 2 })
    expect(state.isOnline(await job(free))).toBe(false)
    expect(state.isOnline(await job(taken))).toBe(true)
    expect(await searchIds(ids.other)).toEqual([taken])
    // the ad's page says it ended (as any ended ad)
    expect(await ended.endedJob(payload, free, 'de')).toMatchObject({ id: free })

    // kept off: whoever writes a free listing of this institution (a crawl, the team), it stays offline
    await payload.update({ collection: 'jobs', id: free, data: { online_until: new Date(Date.now() + 30 * DAY).toISOString() }, overrideAccess: true })
    expect(state.isOnline(await job(free))).toBe(false)
    const fresh = await crawledAd('Assistenzärztin Radiologie (neu gelesen)', ids.other)
    expect(state.isOnline(await job(fresh))).toBe(false)
    expect(await searchIds(ids.other)).toEqual([taken])

    const on = await crawled.setFreeListings(payload, people.other, ids.other, false)
    expect(on).toMatchObject({ ok: true, disabled: false })
    expect((await job(declined)).crawler_decline).toBe(true)
    await payload.update({ collection: 'jobs', id: declined, data: { online_until: new Date(Date.now() + 30 * DAY).toISOString() }, overrideAccess: true })
    expect(state.isOnline(await job(declined))).toBe(false)
    // a free listing written again after the switch is on is listed
    await payload.update({ collection: 'jobs', id: free, data: { online_until: new Date(Date.now() + 30 * DAY).toISOString() }, overrideAccess: true })
    expect(state.isOnline(await job(free))).toBe(true)
  })
})

describe('taking a crawled ad over', () => {
  it('makes it a paid ad with full access that keeps its statistics', async () => {
    const id = await crawledAd('Assistenzarzt Neurologie (übernommen)')
    const { recordStatisticEvents } = await import('@/modules/statistics/record.server')
    const events = [
      { type: 'fe/job/impression' as const, job_id: id, institution_id: ids.own, institution_parent_id: null },
      { type: 'fe/job/view' as const, job_id: id, institution_id: ids.own, institution_parent_id: null },
    ]
    expect(await recordStatisticEvents(payload, events)).toMatchObject({ stored: 2 })
    await payload.db.pool.query(`INSERT INTO statistic_daily_jobs (day, job_id, institution_id, impressions, views) VALUES (current_date - 1, $1, $2, 40, 7)`, [id, ids.own])
    const counts = async () => {
      const raw = await payload.db.pool.query('SELECT count(*)::int AS n FROM statistic_events WHERE job_id = $1', [id])
      const daily = await payload.db.pool.query('SELECT sum(impressions)::int AS i, sum(views)::int AS v FROM statistic_daily_jobs WHERE job_id = $1', [id])
      return { raw: raw.rows[0].n, impressions: daily.rows[0].i, views: daily.rows[0].v }
    }
    const before = await counts()
    expect(before).toEqual({ raw: 2, impressions: 40, views: 7 })

    expect(await cockpit.extendJob(payload, people.member, id, 101, '', randomUUID())).toMatchObject({ ok: true, id })
    const taken = await job(id)
    expect(taken).toMatchObject({ id, has_full_access: true, crawler_job: true })
    expect(state.isFreeListing(taken)).toBe(false)
    expect(state.jobGroup(taken)).toBe('active')
    expect(await counts()).toEqual(before)
  })

  it('happens once for one form, however many parallel submits', async () => {
    const id = await crawledAd('Oberärztin Gynäkologie (parallel)')
    const intent = randomUUID()
    const answers = await Promise.all(Array.from({ length: 6 }, () => cockpit.extendJob(payload, people.member, id, 101, '', intent)))
    expect(answers.every((a) => a.ok)).toBe(true)
    expect(new Set(answers.map((a) => (a.ok && 'invoiceId' in a ? a.invoiceId : 0))).size).toBe(1)
    expect((await payload.count({ collection: 'orders', where: { job: { equals: id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('lists a declined ad again once the employer bought it', async () => {
    const id = await crawledAd('Assistenzarzt Dermatologie (abgelehnt, dann gekauft)')
    await crawled.declineCrawledJob(payload, people.member, id)
    expect(await cockpit.extendJob(payload, people.member, id, 101, '', randomUUID())).toMatchObject({ ok: true })
    expect(await listed(id)).toBe(true)
    expect(state.isOnline(await job(id))).toBe(true)
  })

  it('is refused to anyone but the managers and the team', async () => {
    const id = await crawledAd('Assistenzarzt Psychiatrie (nicht deins)')
    for (const viewer of [null, people.student, people.doctor, people.other]) {
      expect(await cockpit.extendJob(payload, viewer, id, 101, '', randomUUID())).toEqual({ ok: false, reason: 'notFound' })
    }
    expect((await job(id)).has_full_access).toBe(false)
  })
})

describe('ranking', () => {
  it('lists free listings after the paid ads, however new they are', async () => {
    const region = await createEssential(payload, 'regions', 'TI', 'Ticino')
    const category = await createEssential(payload, 'categories', 'HOSPITAL', 'Spital')
    const inst = await createInstitution(payload, { name: 'Ospedale Ticino', region, category, status: 'active' })
    const at = (days: number) => new Date(now().getTime() - days * DAY).toISOString()
    const until = new Date(Date.now() + 10 * DAY).toISOString()
    const freshFree = await createJob(payload, {
      title: 'Medico assistente (gratuito)',
      institution: inst,
      crawler_job: true,
      has_full_access: false,
      online_from: at(0.1),
      online_until: until,
    })
    const oldPaid = await createJob(payload, { title: 'Medico assistente (pagato, vecchio)', institution: inst, online_from: at(5), online_until: until })
    const newPaid = await createJob(payload, { title: 'Medico assistente (pagato)', institution: inst, online_from: at(1), online_until: until })
    expect(await searchIds(inst)).toEqual([newPaid, oldPaid, freshFree])
    const salary = await search.searchJobs(payload, filterPath.JobFilterSchema.parse({ institution: inst, sort: 'salary' }))
    expect(salary.ids.at(-1)).toBe(freshFree)
    const page = await (await import('@/modules/institutions/public.server')).findActiveInstitution(payload, inst, 'it')
    expect(page?.jobs.map((j) => [j.id, j.crawled])).toEqual([
      [newPaid, false],
      [oldPaid, false],
      [freshFree, true],
    ])
  })
})

describe('the home page’s cards', () => {
  it('mark a free listing as the search cards do, and neither a paid nor a taken-over ad', async () => {
    const { homeJobCards } = await import('@/modules/home/home.server')
    const { getInitData } = await import('@/modules/init/init.server')
    const online = { online_from: new Date(Date.now() - DAY).toISOString(), online_until: new Date(Date.now() + 21 * DAY).toISOString() }
    const free = await crawledAd('Assistenzärztin Neurologie (Startseite, gratis)')
    const paid = await createJob(payload, { title: 'Assistenzarzt Neurologie (Startseite, bezahlt)', institution: ids.own, ...online })
    const takenOver = await createJob(payload, { title: 'Oberarzt Neurologie (Startseite, übernommen)', institution: ids.own, crawler_job: true, has_full_access: true, ...online })
    const items = (await getInitData(payload, 'fr')).jobs.filter((j) => [free, paid, takenOver].includes(j.id))
    expect(items).toHaveLength(3)
    const cards = await homeJobCards(payload, items)
    expect(new Map(cards.map((c) => [c.job.id, c.crawled]))).toEqual(
      new Map([
        [free, true],
        [paid, false],
        [takenOver, false],
      ]),
    )
  })
})
