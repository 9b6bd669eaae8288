import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '@/payload-types'
import { waitingItems } from '@/modules/backoffice/waiting'
import { crawlAllSources, crawlSource, type CrawlOptions } from '@/modules/crawler/crawl.server'
import { crawlerFetchSettings } from '@/modules/crawler/fetch-settings'
import { crawlSourcesForManager } from '@/modules/crawler/sources.server'
import { isOnline } from '@/modules/jobs/state'
import { SCHEDULED_TASKS } from '@/modules/tasks/schedule'
import { createEssential, createInstitution, createJob, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The crawler against fixture sites served on loopback by this test (ADR 0070): JSON-LD pages, a
// feed, a sitemap, robots.txt, conditional requests, a changed and a vanished ad, failed crawls
// that take nothing offline, a paid ad's duplicate, the opt-out, a declined and a taken-over ad,
// and a private address refused.

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/crawler')
let payload: Payload
let server: http.Server
let base: string
/** Per path: a body that replaces the fixture file, or a status to answer with. */
const overrides = new Map<string, string | number>()
const requests: { path: string; conditional: boolean; status: number; agent: string }[] = []
const ids = { region: 0, category: 0 }

/** The app's settings with loopback allowed (CRAWLER_ALLOW_LOOPBACK=true), no wait between requests. */
let options: CrawlOptions

function serve(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fixture')
  // Every site of the test lives under a prefix (/s1/...): robots.txt is the host's, at the root.
  const file = url.pathname === '/robots.txt' ? '/robots.txt' : url.pathname.replace(/^\/s\d+/, '')
  const override = overrides.get(url.pathname)
  const record = (status: number) => requests.push({ path: url.pathname, conditional: Boolean(req.headers['if-none-match']), status, agent: String(req.headers['user-agent']) })
  if (typeof override === 'number') {
    record(override)
    res.writeHead(override).end()
    return
  }
  const full = path.join(FIXTURES, file)
  const body = typeof override === 'string' ? override : full.startsWith(FIXTURES) && fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : null
  if (body === null) {
    record(404)
    res.writeHead(404).end('not found')
    return
  }
  const etag = `"${crypto.createHash('sha1').update(body).digest('hex')}"`
  if (req.headers['if-none-match'] === etag) {
    record(304)
    res.writeHead(304, { etag }).end()
    return
  }
  record(200)
  const type = file.endsWith('.xml') ? 'application/xml' : file.endsWith('.txt') ? 'text/plain' : 'text/html; charset=utf-8'
  // Site-relative links of the fixtures point into the same prefix.
  const prefix = /^\/s\d+/.exec(url.pathname)?.[0] ?? ''
  res.writeHead(200, { 'content-type': type, etag }).end(body.replace(/(<loc>|<link>|"url": ")\//g, `$1${prefix}/`))
}

beforeAll(async () => {
  payload = await freshPayload()
  options = { settings: { ...crawlerFetchSettings(), allowLoopback: true, totalTimeoutMs: 5000 }, rateMs: () => 0 }
  server = http.createServer(serve)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  ids.region = await createEssential(payload, 'regions', 'BE', 'Bern')
  ids.category = await createEssential(payload, 'categories', 'HOSPITAL', 'Spital')
  for (const key of ['ANAESTHESIOLOGY', 'SURGERY', 'PAEDIATRICS', 'RADIOLOGY', 'GYNAECOLOGY_OBSTETRICS']) await createEssential(payload, 'fields', key)
  for (const key of ['ASSISTANT_PHYSICIAN', 'SENIOR_PHYSICIAN']) await createEssential(payload, 'levels', key)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

let sites = 0
async function setUp(kind: 'jsonld' | 'feed' | 'sitemap', file: string, institution: Record<string, unknown> = {}) {
  const prefix = `/s${++sites}`
  const inst = await createInstitution(payload, {
    name: `Spital Fixture ${sites}`,
    region: ids.region,
    category: ids.category,
    main_lang: 'de',
    contact_zip: '3010',
    ...institution,
  })
  const source = await payload.create({
    collection: 'crawl-sources',
    overrideAccess: true,
    data: { institution: inst, kind, url: `${base}${prefix}/${file}`, language: 'auto', active: true, rate_seconds: 2 },
  })
  return { prefix, institution: inst, source: source.id }
}

async function jobsOf(institution: number): Promise<Job[]> {
  const { docs } = await payload.find({ collection: 'jobs', where: { institution: { equals: institution } }, sort: 'id', depth: 0, overrideAccess: true, limit: 50 })
  return docs
}
const sourceRow = (id: number) => payload.findByID({ collection: 'crawl-sources', id, depth: 0, overrideAccess: true })
const keysOf = async (table: 'fields' | 'levels', ids: unknown) => {
  const list = (ids ?? []) as number[]
  const { rows } = await payload.db.pool.query<{ key: string }>(`SELECT key FROM ${table} WHERE id = ANY($1) ORDER BY key`, [list])
  return rows.map((r) => r.key)
}

describe('a career page with JobPosting JSON-LD', () => {
  it('lists every posting as a free crawled ad of the institution, mapped', async () => {
    const site = await setUp('jsonld', 'careers.html')
    const result = await crawlSource(payload, site.source, options)
    expect(result).toMatchObject({ status: 'ok', found: 2, new: 2, changed: 0, offline: 0, errors: 0 })
    const [anaesthesia, surgery] = await jobsOf(site.institution)
    expect(anaesthesia).toMatchObject({
      title: 'Assistenzarzt/-ärztin Anästhesiologie 80–100%',
      locale: 'de',
      crawler_job: true,
      crawler_decline: false,
      has_full_access: false,
      status: 'published',
      pensum_min: 80,
      pensum_max: 100,
      salary_min: 90000,
      salary_max: 110000,
      original: `${base}${site.prefix}/stellen/anaesthesie`,
      apply: `${base}${site.prefix}/stellen/anaesthesie`,
      product: null,
    })
    expect(anaesthesia!.content?.task).toBe('Wir suchen Sie für unser **Anästhesie-Team**.\n\n- Vielseitige Einsätze\n- Strukturierte Weiterbildung')
    expect(anaesthesia!.content?.requirement).toBe('Staatsexamen, Deutsch C1')
    expect(anaesthesia!.content?.offer).toBe('Moderne Infrastruktur')
    expect(await keysOf('fields', anaesthesia!.fields)).toEqual(['ANAESTHESIOLOGY'])
    expect(await keysOf('levels', anaesthesia!.levels)).toEqual(['ASSISTANT_PHYSICIAN'])
    expect(isOnline(anaesthesia as never)).toBe(true)
    expect(surgery).toMatchObject({ title: 'Oberarzt/Oberärztin Chirurgie', original: 'https://careers.example.invalid/ignored-host-is-kept', pensum_min: 100 })
    expect(await keysOf('levels', surgery!.levels)).toEqual(['SENIOR_PHYSICIAN'])
    expect(await sourceRow(site.source)).toMatchObject({ last_status: 'ok', last_found: 2, last_new: 2, consecutive_failures: 0 })
    expect(requests.find((r) => r.path === `${site.prefix}/careers.html`)?.agent).toMatch(/^HelvemedBot\/1\.0 \(Helvemed job crawler; \+https?:\/\//)
  })

  it('asks conditionally the next time; an unchanged page changes nothing', async () => {
    const site = await setUp('jsonld', 'careers.html')
    await crawlSource(payload, site.source, options)
    const before = await jobsOf(site.institution)
    const again = await crawlSource(payload, site.source, options)
    expect(again).toMatchObject({ status: 'ok', found: 2, new: 0, changed: 0, offline: 0 })
    expect(requests.filter((r) => r.path === `${site.prefix}/careers.html`).map((r) => r.status)).toEqual([200, 304])
    expect((await jobsOf(site.institution)).map((j) => j.updatedAt)).toEqual(before.map((j) => j.updatedAt))
  })

  it('updates a changed ad and takes a vanished one offline at once', async () => {
    const site = await setUp('jsonld', 'careers.html')
    await crawlSource(payload, site.source, options)
    const page = fs.readFileSync(path.join(FIXTURES, 'careers.html'), 'utf8')
    overrides.set(`${site.prefix}/careers.html`, page.replace('Leitung der chirurgischen Sprechstunde.', 'Leitung der Sprechstunde und der Notfallstation.'))
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', new: 0, changed: 1, offline: 0 })
    expect((await jobsOf(site.institution))[1]!.content?.task).toBe('Leitung der Sprechstunde und der Notfallstation.')

    overrides.set(`${site.prefix}/careers.html`, page.replace(/<script type="application\/ld\+json">\s*\[[\s\S]*?<\/script>/, ''))
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', found: 1, offline: 1 })
    const [kept, gone] = await jobsOf(site.institution)
    expect(isOnline(kept as never)).toBe(true)
    expect(isOnline(gone as never)).toBe(false)
  })

  it('takes offline only the vanished ads of this source, not those of another source or of none', async () => {
    const site = await setUp('jsonld', 'careers.html')
    const feed = await payload.create({
      collection: 'crawl-sources',
      overrideAccess: true,
      data: { institution: site.institution, kind: 'feed', url: `${base}${site.prefix}/feed.xml`, language: 'auto', active: true, rate_seconds: 2 },
    })
    const now = Date.now()
    const unsourced = await createJob(payload, {
      title: 'Gekrochen ohne Quelle',
      institution: site.institution,
      crawler_job: true,
      has_full_access: false,
      original: 'https://old.example/job',
      online_from: new Date(now - 86_400_000).toISOString(),
      online_until: new Date(now + 30 * 86_400_000).toISOString(),
    })
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', new: 2, offline: 0 })
    expect(await crawlSource(payload, feed.id, options)).toMatchObject({ status: 'ok', new: 2, offline: 0 })
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', new: 0, offline: 0 })
    const jobs = await jobsOf(site.institution)
    expect(jobs).toHaveLength(5)
    expect(jobs.every((j) => isOnline(j as never))).toBe(true)
    expect(jobs.map((j) => j.id)).toContain(unsourced)
  })

  it('takes nothing offline when the crawl fails, and counts the failures for the dashboard', async () => {
    const site = await setUp('jsonld', 'careers.html')
    await crawlSource(payload, site.source, options)
    overrides.set(`${site.prefix}/careers.html`, 500)
    for (let i = 0; i < 3; i++) expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'failed', problem: 'http_status', offline: 0 })
    expect((await jobsOf(site.institution)).every((j) => isOnline(j as never))).toBe(true)
    expect(await sourceRow(site.source)).toMatchObject({ last_status: 'failed', last_problem: 'http_status', consecutive_failures: 3 })
    const failing = (await waitingItems(payload)).find((item) => item.key === 'crawlSourcesFailing')
    expect(failing?.count).toBeGreaterThanOrEqual(1)
    overrides.delete(`${site.prefix}/careers.html`)
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok' })
    expect(await sourceRow(site.source)).toMatchObject({ consecutive_failures: 0 })
  })

  it('answers a missing source page as failed (404)', async () => {
    const site = await setUp('jsonld', 'no-such-page.html')
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'failed', problem: 'http_status', found: 0 })
  })

  it('does not read a page robots.txt disallows', async () => {
    const site = await setUp('jsonld', 'careers.html')
    await payload.update({ collection: 'crawl-sources', id: site.source, overrideAccess: true, data: { url: `${base}/closed/careers.html` } })
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'failed', problem: 'robots' })
    expect(requests.some((r) => r.path === '/closed/careers.html')).toBe(false)
  })

  it('refuses a private address even when loopback is allowed', async () => {
    const site = await setUp('jsonld', 'careers.html')
    await payload.update({ collection: 'crawl-sources', id: site.source, overrideAccess: true, data: { url: 'http://10.0.0.1/careers.html' } })
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'failed', problem: 'address' })
    expect(await crawlSource(payload, site.source, { ...options, settings: { ...options.settings!, allowLoopback: false } })).toMatchObject({
      status: 'failed',
      problem: 'address',
    })
  })
})

describe('what is never listed', () => {
  it('skips a duplicate of one of the institution’s paid ads (same title and place)', async () => {
    const site = await setUp('jsonld', 'careers.html')
    const now = Date.now()
    await createJob(payload, {
      title: 'Oberarzt/Oberärztin  CHIRURGIE',
      institution: site.institution,
      online_from: new Date(now - 86_400_000).toISOString(),
      online_until: new Date(now + 30 * 86_400_000).toISOString(),
    })
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', found: 2, new: 1, skipped: 1 })
    expect((await jobsOf(site.institution)).filter((j) => j.crawler_job).map((j) => j.title)).toEqual(['Assistenzarzt/-ärztin Anästhesiologie 80–100%'])
  })

  it('lists nothing for an institution that turned free listings off', async () => {
    const site = await setUp('jsonld', 'careers.html', { disable_free_crawler: true })
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', found: 2, new: 0 })
    expect(await jobsOf(site.institution)).toEqual([])
  })

  it('never re-lists a declined ad nor touches a taken-over one', async () => {
    const site = await setUp('jsonld', 'careers.html')
    await crawlSource(payload, site.source, options)
    const [declined, taken] = await jobsOf(site.institution)
    await payload.update({ collection: 'jobs', id: declined!.id, overrideAccess: true, data: { crawler_decline: true, online_until: new Date().toISOString() } })
    await payload.update({ collection: 'jobs', id: taken!.id, overrideAccess: true, data: { has_full_access: true, title: 'Oberarzt/Oberärztin Chirurgie (unser Text)' } })
    const page = fs.readFileSync(path.join(FIXTURES, 'careers.html'), 'utf8')
    overrides.set(`${site.prefix}/careers.html`, page.replace('Wir suchen Sie', 'Wir suchen dich').replace('Leitung der', 'Neu: Leitung der'))
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', new: 0, changed: 0, offline: 0, skipped: 2 })
    const [stillDeclined, stillTaken] = await jobsOf(site.institution)
    expect(stillDeclined).toMatchObject({ crawler_decline: true, content: { task: declined!.content?.task } })
    expect(isOnline(stillDeclined as never)).toBe(false)
    expect(stillTaken).toMatchObject({ title: 'Oberarzt/Oberärztin Chirurgie (unser Text)', content: { task: 'Leitung der chirurgischen Sprechstunde.' } })
    // Gone from the source: still not the crawler's to take offline.
    overrides.set(`${site.prefix}/careers.html`, '<html lang="de"><body>Keine Stellen</body></html>')
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', offline: 0 })
    expect(isOnline((await jobsOf(site.institution))[1] as never)).toBe(true)
  })
})

describe('a feed and a sitemap', () => {
  it('reads each feed item’s page for JSON-LD, else the item itself, in the feed’s language', async () => {
    const site = await setUp('feed', 'feed.xml')
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', found: 2, new: 2 })
    const [paediatrics, radiology] = await jobsOf(site.institution)
    expect(paediatrics).toMatchObject({
      title: 'Médecin assistant·e en pédiatrie',
      locale: 'fr',
      original: `${base}${site.prefix}/feed-jobs/pediatrie.html`,
      content: { task: 'Rejoignez notre service de pédiatrie.' },
    })
    expect(await keysOf('fields', paediatrics!.fields)).toEqual(['PAEDIATRICS'])
    expect(radiology).toMatchObject({
      title: 'Chef·fe de clinique en radiologie 60%',
      locale: 'fr',
      pensum_min: 60,
      pensum_max: 60,
      content: { task: 'Nous cherchons un·e chef·fe de clinique.' },
    })
    expect(await keysOf('levels', radiology!.levels)).toEqual(['SENIOR_PHYSICIAN'])
  })

  it('makes the crawl partial when an item page fails, and then takes nothing offline', async () => {
    const site = await setUp('feed', 'feed.xml')
    await crawlSource(payload, site.source, options)
    overrides.set(`${site.prefix}/feed-jobs/radiologie.html`, 503)
    overrides.set(`${site.prefix}/feed.xml`, fs.readFileSync(path.join(FIXTURES, 'feed.xml'), 'utf8').replace(/<item>\s*<title>Médecin[\s\S]*?<\/item>/, ''))
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'partial', errors: 1, offline: 0 })
    expect((await jobsOf(site.institution)).every((j) => isOnline(j as never))).toBe(true)
  })

  it('follows a sitemap index to the job pages and lists those with a posting', async () => {
    const site = await setUp('sitemap', 'sitemap-index.xml')
    expect(await crawlSource(payload, site.source, options)).toMatchObject({ status: 'ok', found: 1, new: 1 })
    const [job] = await jobsOf(site.institution)
    expect(job).toMatchObject({ title: 'Medico assistente in ginecologia e ostetricia', locale: 'it', pensum_min: 80, pensum_max: 100, online_until: '2099-12-31T23:59:59.000Z' })
    expect(await keysOf('fields', job!.fields)).toEqual(['GYNAECOLOGY_OBSTETRICS'])
  })
})

describe('what the institution and the team see', () => {
  it('shows an institution’s managers their sources with the last crawl, and nobody else', async () => {
    const site = await setUp('jsonld', 'careers.html')
    await crawlSource(payload, site.source, options)
    const manager = await createUser(payload, { email: 'crawl-manager@example.ch', role: 'ROLE_INSTITUTION', manages: site.institution })
    const stranger = await createUser(payload, { email: 'crawl-stranger@example.ch', role: 'ROLE_INSTITUTION' })
    expect(await crawlSourcesForManager(payload, manager, site.institution)).toEqual([
      expect.objectContaining({ kind: 'jsonld', url: `${base}${site.prefix}/careers.html`, active: true, lastStatus: 'ok', found: 2, listed: 2, offline: 0 }),
    ])
    expect(await crawlSourcesForManager(payload, stranger, site.institution)).toBeNull()
    expect(await crawlSourcesForManager(payload, null, site.institution)).toBeNull()
    await expect(payload.find({ collection: 'crawl-sources', overrideAccess: false, user: manager })).rejects.toThrow()
  })
})

describe('the hourly task', () => {
  it('runs every hour on the task runner and reads the active sources only', async () => {
    expect(SCHEDULED_TASKS.find((t) => t.slug === 'crawlSources')?.timing).toEqual({ kind: 'hourly', minute: 40 })
    const site = await setUp('jsonld', 'careers.html')
    await payload.update({ collection: 'crawl-sources', id: site.source, overrideAccess: true, data: { active: false } })
    const totals = await crawlAllSources(payload, options)
    expect(totals.sources).toBeGreaterThan(0)
    expect(requests.some((r) => r.path.startsWith(`${site.prefix}/`))).toBe(false)
    expect(await jobsOf(site.institution)).toEqual([])
  })
})
