import { expect, request, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'
import { type AppProcess, readiness, startApp, stopApp as stop, suiteDatabaseUrl } from './lib/app-process'
import { untilKept } from './lib/kept'
import { DEMO, sessionState } from './support'

// Several app processes on one PostgreSQL (ADR 0050). Beside the suite's server,
// two more app processes of the same build (the server wrapper and `next start`, as server/start.ts
// runs them) on other ports, on the suite's database, each with its task runner on: both are ready
// (/api/ready: database, migrations, page-cache listener, task runner), a login on one is valid on
// the other, an edit through one empties the other's kept page at once, and each due task slot runs
// once across both.

const TASKS = ['sendJobAlerts', 'jobEndReminders', 'statisticsRollUp']

/** The tasks an app's log reports as finished ("task run finished", then its `task: "…"` line). */
const finishedTasks = (output: string) => [...output.replace(/\u001b\[\d+m/g, '').matchAll(/task run finished\s*\n\s*task: "(\w+)"/g)].map((m) => m[1]!)

type Job = { id: number; title: string; locale: 'de' | 'fr' | 'it' }

test.describe.configure({ mode: 'serial' })

let db: pg.Client
let a: AppProcess | undefined
let b: AppProcess | undefined
let job: Job | undefined
let adminOnA: APIRequestContext | undefined

test.beforeAll(async () => {
  test.setTimeout(150_000)
  const databaseUrl = suiteDatabaseUrl()
  db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  // The suite's server runs no tasks (JOBS_AUTORUN=false): the runs below are the two processes'.
  // A run left from an earlier attempt would take the slot, so the slots start empty.
  await db.query('DELETE FROM task_runs WHERE task = ANY($1)', [TASKS])
  // Started together: both runners tick at once when they are up, racing for every due slot.
  ;[a, b] = await Promise.all([startApp(databaseUrl), startApp(databaseUrl)])
  for (const app of [a, b]) {
    await expect
      .poll(async () => (app.child.exitCode === null ? (await readiness(app.url)).status : `exited: ${app.output().slice(-2000)}`), { timeout: 120_000, intervals: [1000] })
      .toBe(200)
  }
})

test.afterAll(async () => {
  if (job && adminOnA) await adminOnA.patch(`/api/cms/jobs/${job.id}`, { data: { title: job.title } })
  await adminOnA?.dispose()
  await Promise.all([stop(a), stop(b)])
  await db?.end()
})

test('both processes are ready: database, migrations, their page-cache listener and task runner', async () => {
  for (const app of [a!, b!]) {
    expect(await readiness(app.url)).toEqual({
      status: 200,
      body: { ready: true, checks: { database: 'ok', migrations: 'ok', pageCacheListener: 'ok', taskRunner: 'ok' } },
    })
  }
})

test('a login on one process is valid on the other', async () => {
  const state = await sessionState(a!.url, DEMO.student.email, DEMO.student.password)
  for (const app of [a!, b!]) {
    const ctx = await request.newContext({ baseURL: app.url, storageState: state })
    const session = (await (await ctx.get('/api/_auth/session')).json()) as { user: { email: string } | null }
    expect(session.user?.email, app.url).toBe(DEMO.student.email)
    await ctx.dispose()
  }
})

test("an edit through one process empties the other's kept page at once", async () => {
  // the team's session, logged in on B, edits through A
  adminOnA = await request.newContext({ baseURL: a!.url, storageState: await sessionState(b!.url, DEMO.admin.email, DEMO.admin.password) })
  const visitor = await request.newContext({ baseURL: b!.url })
  try {
    const { items } = (await (await visitor.get('/api/fn/data/jobs?locale=de')).json()) as { items: { id: number }[] }
    job = (await (await adminOnA.get(`/api/cms/jobs/${items[0]!.id}?depth=0`)).json()) as Job
    const page = `/${job.locale}/job/${job.id}`
    // the specs beside this one (playwright.config.ts) save settings, which empties kept pages: ask until kept
    const kept = await untilKept(
      () => visitor.get(page),
      (res) => res.headers()['x-page-cache'] === 'hit',
    )
    expect(kept.headers()['x-page-cache']).toBe('hit')
    expect(await kept.text()).toContain(job.title)

    const title = `${job.title} (Prozess A)`
    expect((await adminOnA.patch(`/api/cms/jobs/${job.id}`, { data: { title } })).ok()).toBe(true)
    // the very next request to B, without waiting: B's kept page is gone
    const after = await visitor.get(page)
    expect(after.headers()['x-page-cache']).toBe('miss')
    expect(await after.text()).toContain(title)
  } finally {
    await visitor.dispose()
  }
})

test('each due task slot runs once across both processes', async () => {
  const finished = async () =>
    (
      await db.query<{ task: string; slot: string; outcome: string; attempts: number; host: string }>(
        'SELECT task, slot, outcome, attempts, host FROM task_runs WHERE task = ANY($1) ORDER BY task',
        [TASKS],
      )
    ).rows
  await expect.poll(async () => (await finished()).filter((r) => r.outcome !== 'running').length, { timeout: 60_000 }).toBe(TASKS.length)
  const runs = await finished()
  // one row per task (its due slot), run once, by one of the two processes
  expect(runs.map((r) => r.task).sort()).toEqual([...TASKS].sort())
  const pids = new Set([a!.child.pid, b!.child.pid].map(String))
  for (const run of runs) {
    expect(run, run.task).toMatchObject({ outcome: 'ok', attempts: 1 })
    expect(pids.has(run.host.split(':').at(-1)!), `${run.task} run by ${run.host}`).toBe(true)
  }
  // and neither process ran a slot the other had: the runs of these tasks their logs report add up to
  // one per task (other tasks, e.g. the five-minute publishing, may cross a slot during the test)
  const reported = [a!, b!].flatMap((app) => finishedTasks(app.output())).filter((task) => TASKS.includes(task))
  expect(reported.sort()).toEqual([...TASKS].sort())
  for (const app of [a!, b!]) expect(app.output()).toContain('[helvemed] task runner on:')
})
