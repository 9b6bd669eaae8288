import { expect, request, test, type APIRequestContext } from '@playwright/test'
import { newInstitution, newJob } from './lib/factories'
import { untilKept } from './lib/kept'
import { adminApi, DEMO, loggedIn } from './support'

// The page cache (ADR 0034): public pages are kept after their first render and
// the next request after any change shows the change. Each way an ad changes (edited, paused,
// reactivated, extended, ended by time, deleted), its employer renamed, an article published: the
// very next anonymous request shows it. Signed-in visitors never get a kept page. The ad and its
// employer are the spec's own (lib/factories.ts); other workers' changes may empty the cache between
// two requests, so "kept" is asked for until a kept answer comes (lib/kept.ts, ADR 0058).

type Job = { id: number; title: string; paused: boolean | null; online_until: string; institution: number; locale: 'de' | 'fr' | 'it' }

test.describe.configure({ mode: 'serial' })

let admin: APIRequestContext
let visitor: APIRequestContext
let job: Job
let institutionName = ''

/** The page for an anonymous visitor, and whether it came from the cache. */
async function view(path: string) {
  const res = await visitor.get(path)
  return { status: res.status(), cache: res.headers()['x-page-cache'], html: await res.text() }
}

/** The page once it is kept (asked again while another worker's change emptied the cache). */
const keptView = (path: string) =>
  untilKept(
    () => view(path),
    (answer) => answer.cache === 'hit',
  )

async function patchJob(data: Partial<Job>) {
  expect((await admin.patch(`/api/cms/jobs/${job.id}`, { data })).ok()).toBe(true)
}

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL!)
  visitor = await request.newContext({ baseURL })
  const institution = await newInstitution(baseURL!)
  institutionName = institution.name
  const { id } = await newJob(baseURL!, institution.id)
  job = (await (await admin.get(`/api/cms/jobs/${id}?depth=0`)).json()) as Job
})

test.afterAll(async () => {
  await visitor.dispose()
})

test('a job page is kept after its first render and shows every change on the next request', async () => {
  // the ad's own language: the page with its JobPosting (ADR 0033)
  const path = `/${job.locale}/job/${job.id}`
  await view(path)
  const kept = await keptView(path)
  expect(kept.cache).toBe('hit')
  expect(kept.html).toContain(job.title)

  await patchJob({ title: `${job.title} (neu)` })
  expect((await view(path)).html).toContain(`${job.title} (neu)`)

  await patchJob({ paused: true })
  const paused = await view(path)
  expect(paused.html).toContain('data-testid="job-ended"')
  expect((await keptView(path)).cache).toBe('hit')

  await patchJob({ paused: false })
  expect((await view(path)).html).not.toContain('data-testid="job-ended"')

  // extended: the new end date is what the page's JSON-LD says
  const later = new Date(Date.now() + 90 * 86_400_000)
  await patchJob({ online_until: later.toISOString() })
  expect((await view(path)).html).toContain(`"validThrough":"${later.toISOString().slice(0, 10)}`)

  // the employer renamed: its ads' pages show the new name
  expect((await admin.patch(`/api/cms/institutions/${job.institution}`, { data: { name: `${institutionName} Neu` } })).ok()).toBe(true)
  expect((await view(path)).html).toContain(`${institutionName} Neu`)
})

test('an ad that ends by time leaves its page and the search the moment it ends, without any write', async () => {
  // the ad's own language: the page with its JobPosting (ADR 0033)
  const path = `/${job.locale}/job/${job.id}`
  const search = `/de/jobs/arbeitgeber-${job.institution}`
  await patchJob({ online_until: new Date(Date.now() + 4000).toISOString() })
  await view(path)
  await view(search)
  expect((await keptView(path)).cache).toBe('hit')
  const listed = await keptView(search)
  expect(listed.cache).toBe('hit')
  expect(listed.html).toContain(`/de/job/${job.id}`)
  await new Promise((r) => setTimeout(r, 4500))
  expect((await view(path)).html).toContain('data-testid="job-ended"')
  expect((await view(search)).html).not.toContain(`/de/job/${job.id}"`)
})

test('signed-in visitors and private screens are never answered from the cache; the router’s payloads are kept apart', async ({ baseURL }) => {
  // the ad's own language: the page with its JobPosting (ADR 0033)
  const path = `/${job.locale}/job/${job.id}`
  await view(path)
  expect((await keptView(path)).cache).toBe('hit')
  const doctor = await loggedIn(baseURL!, DEMO.doctor.email, DEMO.doctor.password)
  expect((await doctor.get(path)).headers()['x-page-cache']).toBeUndefined()
  // the client router's payload for the same path is kept apart from the document
  const payload = await visitor.get(path, { headers: { rsc: '1' } })
  expect(payload.headers()['content-type']).toContain('text/x-component')
  expect((await visitor.get('/de/login')).headers()['x-page-cache']).toBeUndefined()
  await doctor.dispose()
})
