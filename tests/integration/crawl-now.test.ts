import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createEssential, createInstitution, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The team's "crawl now" on a crawl source in /admin (ADR 0078): refused to every other role before
// anything is queued; queued on the task queue at most once per source (a double click, two tabs,
// a second insert straight into the database); run by the queue, which writes the source's last
// crawl; queued again once done. The site is served on loopback by this test.

process.env.CRAWLER_ALLOW_LOOPBACK = 'true'

const PAGE = `<!doctype html><html lang="de-CH"><head><title>Karriere</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Assistenzarzt Radiologie 100%","url":"/stellen/radiologie","description":"<p>Wir suchen dich.</p>"}</script>
</head><body></body></html>`

let payload: Payload
let server: http.Server
let base: string
let crawlNow: typeof import('@/modules/crawler/crawl-now.server')
let queue: typeof import('@/modules/tasks/queue.server')
const people = {} as Record<'student' | 'doctor' | 'manager' | 'otherManager' | 'team', User>
const ids = { institution: 0, other: 0 }

beforeAll(async () => {
  payload = await freshPayload()
  crawlNow = await import('@/modules/crawler/crawl-now.server')
  queue = await import('@/modules/tasks/queue.server')
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/karriere')) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE)
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
  const category = await createEssential(payload, 'categories', 'HOSPITAL', 'Spital')
  ids.institution = await createInstitution(payload, { name: 'Spital Limmat', region, category, main_lang: 'de' })
  ids.other = await createInstitution(payload, { name: 'Klinik Sihl', region, category, main_lang: 'de' })
  people.student = await createUser(payload, { email: 'stud@limmat.example', role: 'ROLE_STUDENT' })
  people.doctor = await createUser(payload, { email: 'doc@limmat.example', role: 'ROLE_DOCTOR' })
  people.manager = await createUser(payload, { email: 'hr@limmat.example', role: 'ROLE_INSTITUTION', manages: ids.institution })
  people.otherManager = await createUser(payload, { email: 'hr@sihl.example', role: 'ROLE_INSTITUTION', manages: ids.other })
  people.team = await createUser(payload, { email: 'team@limmat.example', role: 'ROLE_ADMIN' })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

let sources = 0
async function source(): Promise<number> {
  const doc = await payload.create({
    collection: 'crawl-sources',
    overrideAccess: true,
    data: { institution: ids.institution, kind: 'jsonld', url: `${base}/karriere/${++sources}`, language: 'auto', active: true, rate_seconds: 1 },
  })
  return doc.id
}

const request = (user: User | null, id: number | string) => ({ user, payload, routeParams: { id: String(id) } }) as unknown as PayloadRequest
const post = (user: User | null, id: number | string) => crawlNow.crawlNowHandler(request(user, id))
const runsOf = async (id: number) =>
  (
    await payload.db.pool.query<{ outcome: string; counts: Record<string, number> | null }>(
      `SELECT outcome, counts FROM task_runs WHERE task = 'crawlSource' AND slot LIKE $1 ORDER BY id`,
      [`source:${id}@%`],
    )
  ).rows

/** Reads the state as the button does until no run is open. */
async function untilDone(id: number) {
  for (let i = 0; i < 100; i++) {
    const state = await (await crawlNow.crawlStateHandler(request(people.team, id))).json()
    if (!state.run) return state
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the crawl did not finish')
}

describe('crawl now', () => {
  it('is refused to a visitor, a student, a doctor and every manager, and queues nothing', async () => {
    const id = await source()
    expect((await post(null, id)).status).toBe(401)
    for (const who of ['student', 'doctor', 'manager', 'otherManager'] as const) {
      const res = await post(people[who], id)
      expect(res.status, who).toBe(403)
      expect((await crawlNow.crawlStateHandler(request(people[who], id))).status, who).toBe(403)
    }
    expect(await runsOf(id)).toEqual([])
    expect((await post(people.team, 999_999)).status).toBe(404)
    expect((await post(people.team, 'x')).status).toBe(404)
  })

  it('queues one crawl for the team however many clicks, runs it, shows the last crawl, and queues again once done', async () => {
    const id = await source()
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(people.team, id)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 202])
    const done = await untilDone(id)
    expect(done.last).toMatchObject({ status: 'ok', found: 1, new: 1, changed: 0, offline: 0, errors: 0 })
    expect(done.last.at).not.toBeNull()
    expect(await runsOf(id)).toEqual([{ outcome: 'ok', counts: { found: 1, new: 1, changed: 0, offline: 0, errors: 0 } }])
    const { docs } = await payload.find({ collection: 'jobs', where: { institution: { equals: ids.institution }, crawler_job: { equals: true } }, overrideAccess: true, depth: 0 })
    expect(docs.map((j) => j.title)).toContain('Assistenzarzt Radiologie 100%')
    // done: the next click queues a new crawl
    expect((await post(people.team, id)).status).toBe(202)
    expect((await untilDone(id)).last).toMatchObject({ status: 'ok', found: 1, new: 0 })
    expect((await runsOf(id)).map((r) => r.outcome)).toEqual(['ok', 'ok'])
  })

  it('keeps one open crawl per source in the database itself, and a run queued without a process is run by the next tick', async () => {
    const id = await source()
    const key = `source:${id}`
    const first = await queue.queueTask(payload, 'crawlSource', key)
    expect(first.queued).toBe(true)
    await expect(payload.db.pool.query(`INSERT INTO task_runs (task, slot, outcome) VALUES ('crawlSource', $1, 'queued')`, [`${key}@2026-01-01T00:00:00.000Z`])).rejects.toThrow(
      /task_runs_one_open_idx/,
    )
    expect(await queue.queueTask(payload, 'crawlSource', key)).toEqual({ queued: false, run: first.run })
    // another source is its own queue
    expect((await queue.queueTask(payload, 'crawlSource', `source:${await source()}`)).queued).toBe(true)
    const { QUEUED_TASKS } = await import('@/modules/tasks/queued-tasks')
    expect(await queue.runQueuedTasks(payload, QUEUED_TASKS)).toBe(2)
    expect(await queue.openRun(payload, 'crawlSource', key)).toBeNull()
    expect((await payload.findByID({ collection: 'crawl-sources', id, overrideAccess: true, depth: 0 })).last_status).toBe('ok')
  })
})
