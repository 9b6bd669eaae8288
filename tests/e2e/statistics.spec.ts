import { expect, request, test, type APIRequestContext } from '@playwright/test'
import { newInstitution, newJob, uniqueStamp } from './lib/factories'
import { DEMO, loggedIn } from './support'

// Statistics events from a real browser: impressions of the job cards that were on screen, a view
// of the opened job (via the 3000 ms flush and via sendBeacon when the page goes away), and nothing
// from bots. Stored events are read back through the admin REST API (the collection is team-only).
// Each test counts on an institution and ads of its own (lib/factories.ts), on lists that show only
// them: the other workers' visits add no impressions there (ADR 0058).

type EventType = 'fe/job/impression' | 'fe/job/view' | 'fe/institution/impression' | 'fe/institution/view'
interface StoredEvent {
  type: EventType
  job: number | null
  institution: number
}

let admin: APIRequestContext

test.beforeAll(async ({ baseURL }) => {
  admin = await loggedIn(baseURL!, DEMO.admin.email, DEMO.admin.password)
})

/** Stored events of a type for a job (or, for institution events, an institution), newest first. */
async function events(type: EventType, id: number): Promise<{ total: number; docs: StoredEvent[] }> {
  const query = new URLSearchParams({
    'where[type][equals]': type,
    [type.startsWith('fe/job') ? 'where[job][equals]' : 'where[institution][equals]']: String(id),
    depth: '0',
    limit: '5',
    sort: '-createdAt',
  })
  const res = await admin.get(`/api/cms/statistic-events?${query}`)
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { totalDocs: number; docs: StoredEvent[] }
  return { total: body.totalDocs, docs: body.docs }
}
const total = async (type: EventType, id: number) => (await events(type, id)).total
const idIn = (href: string | null) => Number(/\/(?:job|institution)\/(\d+)/.exec(href ?? '')?.[1])

/** Ids linked from a list page's cards, read from the server's HTML (before the browser has sent anything). */
async function cardIds(baseURL: string, path: string, titleClass: string, segment: 'job' | 'institution'): Promise<number[]> {
  const html = await (await (await request.newContext({ baseURL })).get(path)).text()
  return [...html.matchAll(new RegExp(`${titleClass}"><a href="/de/${segment}/(\\d+)`, 'g'))].map((m) => Number(m[1]))
}

/** An institution of the test's own with one ad (or more), and the ids of the ads. */
async function ownAds(baseURL: string, count = 1): Promise<{ institution: number; jobs: number[] }> {
  const { id } = await newInstitution(baseURL)
  const jobs = await Promise.all(Array.from({ length: count }, () => newJob(baseURL, id)))
  return { institution: id, jobs: jobs.map((j) => j.id) }
}

test('job cards on screen count as impressions, the opened job as a view', async ({ page, baseURL }) => {
  const { institution } = await ownAds(baseURL!, 10)
  const list = `/de/jobs/arbeitgeber-${institution}`
  const ids = await cardIds(baseURL!, list, 'job-card__title', 'job')
  expect(ids.length, 'the ads fill more than one screen').toBeGreaterThanOrEqual(8)
  const [first, last] = [ids[0]!, ids.at(-1)!]
  const before = { first: await total('fe/job/impression', first), last: await total('fe/job/impression', last), view: await total('fe/job/view', first) }

  await page.goto(list)
  const links = page.locator('.job-card__title a')
  expect(idIn(await links.first().getAttribute('href'))).toBe(first)
  await expect.poll(() => total('fe/job/impression', first), { timeout: 15_000 }).toBe(before.first + 1)
  // The last card has not been on screen yet: no impression for it.
  expect(await total('fe/job/impression', last)).toBe(before.last)
  await links.last().scrollIntoViewIfNeeded()
  await links.first().scrollIntoViewIfNeeded() // seen again in the same page view: not counted again
  await expect.poll(() => total('fe/job/impression', last), { timeout: 15_000 }).toBe(before.last + 1)

  await links.first().click()
  await expect(page).toHaveURL(new RegExp(`/de/job/${first}`))
  await expect.poll(() => total('fe/job/view', first), { timeout: 15_000 }).toBe(before.view + 1)
  // Leaving the list flushed its queue (pagehide) before the job page sent its view: with the view
  // stored, a second impression of the first card would be stored too.
  expect(await total('fe/job/impression', first)).toBe(before.first + 1)
  const [view] = (await events('fe/job/view', first)).docs
  const ad = await (await admin.get(`/api/cms/jobs/${first}?depth=0`)).json()
  expect(view).toMatchObject({ type: 'fe/job/view', job: first, institution: ad.institution })
})

test('institution cards count as impressions and the profile as a view', async ({ page, baseURL }) => {
  // a name no other institution has, searched for: the list shows it alone
  const word = uniqueStamp()
  const own = await newInstitution(baseURL!, { name: `Statistikspital ${word}` })
  const list = `/de/institutions/suche-${word}`
  const [id] = await cardIds(baseURL!, list, 'institution-card__title', 'institution')
  expect(id).toBe(own.id)
  const before = { impressions: await total('fe/institution/impression', id!), views: await total('fe/institution/view', id!) }
  await page.goto(list)
  await expect.poll(() => total('fe/institution/impression', id!), { timeout: 15_000 }).toBe(before.impressions + 1)
  await page.locator('.institution-card__title a').first().click()
  await expect(page).toHaveURL(new RegExp(`/de/institution/${id}`))
  await expect.poll(() => total('fe/institution/view', id!), { timeout: 15_000 }).toBe(before.views + 1)
})

test('a job page that is left before the first flush still sends its view (sendBeacon on pagehide)', async ({ page, baseURL }) => {
  const {
    jobs: [id],
  } = await ownAds(baseURL!)
  const before = await total('fe/job/view', id!)
  // Timers stand still: the 3000 ms flush never runs, only the page-hide path can send.
  await page.clock.install()
  await page.clock.pauseAt(new Date(Date.now() + 60_000))
  const session = page.waitForResponse((res) => res.url().includes('/api/_auth/session'))
  await page.goto(`/de/job/${id}`)
  await session // the page is hydrated
  await page.waitForLoadState('networkidle')
  expect(await total('fe/job/view', id!)).toBe(before)
  await page.goto('about:blank')
  await expect.poll(() => total('fe/job/view', id!), { timeout: 15_000 }).toBe(before + 1)
})

test('events from bots are answered and not stored', async ({ baseURL, browser }) => {
  const anon = await request.newContext({ baseURL })
  const own = await ownAds(baseURL!)
  const job = { id: own.jobs[0]!, institution: { id: own.institution } }
  const event = { type: 'fe/job/view', job_id: job.id, institution_id: job.institution.id }
  const before = await total('fe/job/view', job.id)

  const fromBot = await anon.post('/api/fn/statistic/post', {
    data: { data: [event] },
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  })
  expect(fromBot.status()).toBe(204)
  expect(await total('fe/job/view', job.id)).toBe(before)

  // A crawler that runs JavaScript sends its events too: they are answered with 204 and dropped.
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0) Chrome/140.0 Safari/537.36' })
  const page = await context.newPage()
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/fn/statistic/post'), { timeout: 15_000 })
  await page.goto(`/de/job/${job.id}`)
  expect((await sent).status()).toBe(204)
  await context.close()
  expect(await total('fe/job/view', job.id)).toBe(before)

  // The same event from a browser is stored: the bot's was refused for being a bot, not for its ids.
  const fromVisitor = await anon.post('/api/fn/statistic/post', { data: { data: [event] } })
  expect(await fromVisitor.json()).toEqual({ stored: 1, dropped: 0 })
  expect(await total('fe/job/view', job.id)).toBe(before + 1)
})
