import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenForChanges } from '../../server/page-cache/invalidation'
import { PageStore } from '../../server/page-cache/store'
import { PRODUCTS } from '../../src/modules/essentials/data'
import { createEssential, createInstitution, createJob, createReview, createUser } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The page cache drops its pages when the data behind public pages changes (ADR 0034): triggers
// on those tables notify at commit with the tags of what changed (ADR 0073), the listener drops the
// pages carrying them; the moment an ad goes online or offline drops that ad's pages. Tables no
// public page reads have no trigger, by decision.

/** Tables no public page reads: accounts, money, mail, queues, statistics, limits, Payload's own. */
const PRIVATE_TABLES = [
  'account_deletion_links',
  'account_email_changes',
  'account_recovery_codes',
  'account_requests',
  'account_reset_tokens',
  'account_second_factors',
  'account_session_devices',
  'account_verification_links',
  'billing_settings',
  'content_imports',
  'cdn_content_version',
  'cdn_tokens',
  'crawl_ads',
  'crawl_pages',
  'crawl_sources',
  'discount_codes',
  'discount_codes_rels',
  'invoices',
  'job_alerts',
  'login_attempts',
  'memberships',
  'offer_inquiries',
  'orders',
  'outbox',
  'payload_jobs',
  'payload_jobs_log',
  'payload_jobs_stats',
  'payload_kv',
  'payload_locked_documents',
  'payload_locked_documents_rels',
  'payload_migrations',
  'payload_preferences',
  'payload_preferences_rels',
  'rate_limits',
  'statistic_daily_institutions',
  'statistic_daily_jobs',
  'statistic_events',
  'statistic_rollup_state',
  'task_runs',
  'team_alerts',
  'users',
  'users_sessions',
  // page versions: the team's drafts and autosaves (the preview is never kept; publishing writes pages)
  '_pages_v',
  '_pages_v_locales',
  '_pages_v_rels',
  '_pages_v_blocks_rich_text',
  '_pages_v_blocks_navigation_buttons_buttons',
  '_pages_v_blocks_navigation_buttons',
  '_pages_v_blocks_footer_title',
  '_pages_v_blocks_footer_buttons_buttons',
  '_pages_v_blocks_footer_buttons',
  '_pages_v_blocks_html',
  '_pages_v_blocks_video',
  '_pages_v_blocks_image',
  '_pages_v_blocks_teasers',
  // shown in the cockpit only: a student's placements, the relayed messages about a review
  'internships',
  'review_messages',
]

/**
 * The rule of every table public pages read (migration 20261127_160600_page_cache_tags): which
 * kept pages a change drops. `all`: every page (site-wide data: settings, links, essentials).
 */
const TABLE_RULES: Record<string, string> = {
  jobs: 'job',
  jobs_rels: 'job-part',
  // the search's copy of the listed ads, written only by a row trigger on jobs: the jobs rule names its changes
  listed_jobs: 'none',
  institutions: 'institution',
  institutions_locales: 'institution-part',
  institutions_rels: 'institution-part',
  institutions_videos_ext: 'institution-part',
  institutions_wbs: 'institution-part',
  reviews: 'review',
  articles: 'article',
  articles_locales: 'article-part',
  articles_rels: 'article-part',
  authors: 'author',
  authors_locales: 'author-part',
  pages: 'pages',
  pages_locales: 'pages',
  pages_rels: 'pages',
  pages_blocks_rich_text: 'pages',
  pages_blocks_navigation_buttons_buttons: 'pages',
  pages_blocks_navigation_buttons: 'pages',
  pages_blocks_footer_title: 'pages',
  pages_blocks_footer_buttons_buttons: 'pages',
  pages_blocks_footer_buttons: 'pages',
  pages_blocks_html: 'pages',
  pages_blocks_video: 'pages',
  pages_blocks_image: 'pages',
  pages_blocks_teasers: 'pages',
  products: 'offer',
  products_locales: 'offer',
  products_variants: 'offer',
  media: 'media',
  article_categories: 'all',
  article_categories_locales: 'all',
  authors_rels: 'all',
  categories: 'all',
  categories_locales: 'all',
  countries: 'all',
  countries_locales: 'all',
  fields: 'all',
  fields_locales: 'all',
  genders: 'all',
  genders_locales: 'all',
  levels: 'all',
  levels_locales: 'all',
  links: 'all',
  links_locales: 'all',
  media_locales: 'all',
  redirects: 'all',
  regions: 'all',
  regions_locales: 'all',
  review_durations: 'all',
  review_durations_locales: 'all',
  settings: 'all',
  settings_locales: 'all',
  settings_social: 'all',
  tags: 'all',
  tags_locales: 'all',
}

/** The rule of each table's page-cache triggers: `all` for the trigger that empties everything, else its tag rule. */
async function rulesInDatabase(client: pg.Client): Promise<Map<string, string>> {
  const { rows } = await client.query<{ table: string; name: string; rule: string | null }>(
    `SELECT c.relname AS table, t.tgname AS name, split_part(encode(t.tgargs, 'escape'), '\\000', 1) AS rule
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE 'page_cache_%' AND NOT t.tgisinternal`,
  )
  const rules = new Map<string, Set<string>>()
  for (const row of rows) {
    const rule = row.name === 'page_cache_notify' ? 'all' : `${row.rule}`
    if (!rules.has(row.table)) rules.set(row.table, new Set())
    rules.get(row.table)!.add(`${rule}`)
    // a tag rule needs its four triggers (insert, update, delete, truncate)
    if (row.name !== 'page_cache_notify') rules.get(row.table)!.add(`${rule}:${row.name}`)
  }
  const out = new Map<string, string>()
  for (const [table, set] of rules) {
    const names = [...set].filter((s) => !s.includes(':page_cache_'))
    const ops = [...set].filter((s) => s.includes(':page_cache_'))
    out.set(table, names.length === 1 && (names[0] === 'all' || ops.length === 4) ? names[0]! : `inconsistent: ${[...set].join(', ')}`)
  }
  return out
}

/** The notifications a change sends (heard once the change has committed and a probe sent after it came back). */
async function heard(change: () => Promise<unknown>): Promise<string[]> {
  const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await listener.connect()
  const payloads: string[] = []
  const probe = `probe ${Math.random()}`
  let done: () => void = () => {}
  const back = new Promise<void>((resolve) => (done = resolve))
  listener.on('notification', (msg) => (msg.payload === probe ? done() : payloads.push(msg.payload ?? '')))
  try {
    await listener.query('LISTEN helvemed_pages')
    await change()
    await db.query(`SELECT pg_notify('helvemed_pages', $1)`, [probe])
    await back
    return payloads
  } finally {
    await listener.end()
  }
}

const tagsOf = (payloads: string[]) => payloads.flatMap((p) => (p.startsWith('tags ') ? p.slice(5).split(' ') : [p]))

let payload: Payload
let db: pg.Client
const ids = { institution: 0 }
const page = { html: '<p>kept</p>', headers: { 'content-type': 'text/html' }, policy: "script-src 'self'" }

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

beforeAll(async () => {
  payload = await freshPayload()
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  const region = await createEssential(payload, 'regions', 'BE', 'Bern')
  const category = await createEssential(payload, 'categories', 'CLINIC', 'Klinik')
  ids.institution = await createInstitution(payload, { name: 'Spital Cache', region, category })
})

afterAll(async () => {
  await db?.end()
})

describe('page cache triggers', () => {
  it('every table either notifies the page cache or is one no public page reads', async () => {
    const tables = (await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.tablename as string)
    const notifying = new Set(
      (await db.query(`SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE 'page_cache_%'`)).rows.map((r) => r.relname as string),
    )
    const undecided = tables.filter((t) => !notifying.has(t) && !PRIVATE_TABLES.includes(t) && TABLE_RULES[t] !== 'none')
    // A new table: add a trigger in a migration (public pages read it) or list it above (they do not).
    expect(undecided).toEqual([])
    expect(PRIVATE_TABLES.filter((t) => notifying.has(t))).toEqual([])
  })

  it('every table public pages read has its rule (which kept pages a change drops), and has it in the database', async () => {
    const tables = (await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.tablename as string)
    const inDatabase = await rulesInDatabase(db)
    const ruled = tables.filter((t) => !PRIVATE_TABLES.includes(t))
    // A new table public pages read: give it a rule in a migration and name it in TABLE_RULES.
    expect(Object.fromEntries(ruled.map((t) => [t, inDatabase.get(t) ?? 'none']))).toEqual(Object.fromEntries(ruled.map((t) => [t, TABLE_RULES[t] ?? 'undecided'])))
    expect(PRIVATE_TABLES.filter((t) => inDatabase.has(t))).toEqual([])
  })

  it('a committed change to public data empties the store; private writes and rolled-back ones do not', async () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    const listener = listenForChanges(store, { connectionString: process.env.DATABASE_URL! })
    try {
      await until(() => store.enabled)
      const jobId = await createJob(payload, { title: 'Assistenzarzt Cache', institution: ids.institution })
      await new Promise((r) => setTimeout(r, 300))

      store.set('browser /de', store.generation, page)
      // writes no public page reads: a session, a statistics event
      await db.query(`UPDATE users SET updated_at = now()`)
      await db.query(`DELETE FROM statistic_events WHERE false`)
      await db.query('BEGIN')
      await db.query(`UPDATE jobs SET title = 'nie gespeichert' WHERE id = $1`, [jobId])
      await db.query('ROLLBACK')
      await new Promise((r) => setTimeout(r, 300))
      expect(store.get('browser /de')).not.toBeNull()

      await payload.update({ collection: 'jobs', id: jobId, data: { title: 'Neuer Titel' } })
      await until(() => store.get('browser /de') === null)
    } finally {
      listener.stop()
    }
  })

  it('after the barrier, every change committed before it has emptied the store (no waiting, no polling)', async () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    const listener = listenForChanges(store, { connectionString: process.env.DATABASE_URL! })
    try {
      await until(() => store.enabled)
      const jobId = await createJob(payload, { title: 'Assistenzarzt Barriere', institution: ids.institution })
      for (let round = 0; round < 50; round++) {
        await listener.sync()
        store.set('browser /de/jobs', store.generation, page)
        await db.query(`UPDATE jobs SET title = $2 WHERE id = $1`, [jobId, `Assistenzarzt Barriere ${round}`])
        expect(await listener.sync()).toBe(true)
        expect(store.get('browser /de/jobs'), `round ${round}`).toBeNull()
      }
    } finally {
      listener.stop()
    }
  })

  it('the moment an ad ends drops its pages and the lists, without any write; other pages stay', async () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    const jobId = await createJob(payload, {
      title: 'Oberarzt Zeit',
      institution: ids.institution,
      online_from: new Date(Date.now() - 60_000).toISOString(),
      online_until: new Date(Date.now() + 1500).toISOString(),
    })
    const listener = listenForChanges(store, { connectionString: process.env.DATABASE_URL! })
    try {
      await until(() => store.enabled)
      await new Promise((r) => setTimeout(r, 200))
      store.set('browser /de/jobs', store.generation, { ...page, tags: ['search'] })
      store.set(`browser /de/job/${jobId}`, store.generation, { ...page, tags: ['jobs', `job:${jobId}`] })
      store.set('browser /de/job/1', store.generation, { ...page, tags: ['jobs', 'job:1'] })
      store.set('browser /de/ejournals', store.generation, { ...page, tags: ['ejournal'] })
      expect(store.get('browser /de/jobs')).not.toBeNull()
      await until(() => store.get('browser /de/jobs') === null, 4000)
      expect(store.get(`browser /de/job/${jobId}`)).toBeNull()
      expect(store.get('browser /de/job/1')).not.toBeNull()
      expect(store.get('browser /de/ejournals')).not.toBeNull()
    } finally {
      listener.stop()
    }
  })

  it('losing the listening connection keeps the pages as stale answers only, and hearing again starts empty (ADR 0047)', async () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000, staleMs: 60_000 })
    const warnings: string[] = []
    const listener = listenForChanges(store, { connectionString: process.env.DATABASE_URL!, retryMs: [200], warn: (m: string) => warnings.push(m) })
    try {
      // enabled only once its own test notification has come back
      await until(() => store.enabled)
      expect(warnings).toEqual([])
      // what /api/ready reports (ADR 0050)
      expect(listener.status().state).toBe('listening')
      store.set('browser /de/jobs', store.generation, page)
      await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'helvemed-page-cache'`)
      await until(() => !store.enabled)
      expect(listener.status().state).toBe('lost')
      expect(store.get('browser /de/jobs')).toBeNull()
      expect(store.stale('browser /de/jobs')).not.toBeNull()
      expect(await listener.sync()).toBe(false)
      // reconnected: changes may have been missed, so nothing kept survives
      await until(() => store.enabled, 5000)
      expect(listener.status().state).toBe('listening')
      expect(store.stale('browser /de/jobs')).toBeNull()
      expect(store.get('browser /de/jobs')).toBeNull()
    } finally {
      listener.stop()
    }
    expect(listener.status().state).toBe('stopped')
  })
})

describe('what a change drops (ADR 0073)', () => {
  it('a job change names its pages, its employer and the lists; a draft (the wizard saves one at every step) and a private column name nothing', async () => {
    const jobId = await createJob(payload, { title: 'Assistenzarzt Tags', institution: ids.institution })
    const published = tagsOf(await heard(() => payload.update({ collection: 'jobs', id: jobId, data: { title: 'Assistenzärztin Tags' } })))
    expect(published).toEqual(expect.arrayContaining([`job:${jobId}`, `institution:${ids.institution}`, 'search', 'home', 'employers', 'pages']))
    expect(published).not.toContain('all')

    const draft = await heard(async () => {
      const draftId = await createJob(payload, { title: 'Entwurf Tags', institution: ids.institution, status: 'draft' })
      await payload.update({ collection: 'jobs', id: draftId, data: { title: 'Entwurf Tags 2', pensum_min: 80 } })
    })
    expect(draft).toEqual([])
    expect(await heard(() => db.query(`UPDATE jobs SET reminded_until = now(), updated_at = now() WHERE id = $1`, [jobId]))).toEqual([])
    // taking an ad offline (back to a draft) drops its pages
    expect(tagsOf(await heard(() => db.query(`UPDATE jobs SET status = 'draft' WHERE id = $1`, [jobId])))).toContain(`job:${jobId}`)
  })

  it("an employer's change names its pages and its ads'; billing, a requested profile and a pending review name nothing", async () => {
    const region = await createEssential(payload, 'regions', 'ZH', 'Zürich')
    const category = await createEssential(payload, 'categories', 'PRACTICE', 'Praxis')
    const institution = await createInstitution(payload, { name: 'Praxis Tags', region, category })
    const jobId = await createJob(payload, { title: 'Praxisassistenz Tags', institution })
    expect(await heard(() => db.query(`UPDATE institutions SET billing_name = 'Buchhaltung', billing_city = 'Uster' WHERE id = $1`, [institution]))).toEqual([])
    const renamed = tagsOf(await heard(() => payload.update({ collection: 'institutions', id: institution, overrideAccess: true, data: { name: 'Praxis Tags Neu' } })))
    expect(renamed).toEqual(expect.arrayContaining([`institution:${institution}`, `job:${jobId}`, 'employers', 'search']))
    expect(renamed).not.toContain('all')

    const requested = await heard(async () => {
      const id = await createInstitution(payload, { name: 'Spital Angefragt', region, category, status: 'requested' })
      await payload.update({ collection: 'institutions', id, overrideAccess: true, data: { name: 'Spital Angefragt 2' } })
    })
    expect(requested).toEqual([])

    const field = await createEssential(payload, 'fields', 'SURGERY', 'Chirurgie')
    const level = await createEssential(payload, 'levels', 'RESIDENT', 'Assistenzarzt')
    const author = await createUser(payload, { email: `tags-${Date.now()}@example.ch`, role: 'ROLE_STUDENT' })
    let reviewId = 0
    const pending = await heard(async () => {
      reviewId = (await createReview(payload, { author: author.id, institution, field, level, status: 'pending' })).id
    })
    expect(pending).toEqual([])
    const approved = tagsOf(await heard(() => payload.update({ collection: 'reviews', id: reviewId, overrideAccess: true, data: { status: 'published' } })))
    expect(approved).toEqual(expect.arrayContaining([`institution:${institution}`, `job:${jobId}`]))
  })

  it('a statement touching many rows sends one notification with coarse tags, under the payload limit', async () => {
    const region = await createEssential(payload, 'regions', 'GE', 'Genève')
    const category = await createEssential(payload, 'categories', 'HOSPITAL', 'Spital')
    const institution = await createInstitution(payload, { name: 'Spital Viele', region, category })
    const template = await createJob(payload, { title: 'Vorlage Viele', institution })
    const columns = (
      await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'jobs' AND table_schema = 'public' AND column_name <> 'id' AND is_generated = 'NEVER'`,
      )
    ).rows.map((r) => `"${r.column_name}"`)
    const inserted = await heard(() =>
      db.query(`INSERT INTO jobs (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM jobs, generate_series(1, 600) WHERE id = $1`, [template]),
    )
    expect(inserted).toHaveLength(1)
    expect(tagsOf(inserted)).toEqual(expect.arrayContaining(['jobs', 'search']))
    const updated = await heard(() => db.query(`UPDATE jobs SET title = title || '.' WHERE institution_id = $1`, [institution]))
    expect(updated).toHaveLength(1)
    expect(tagsOf(updated)).toContain('jobs')
    expect(tagsOf(updated)).not.toContain(`job:${template}`)
    // an employer with more ads than a notification may name: its pages and every job page
    const renamed = await heard(() => db.query(`UPDATE institutions SET name = 'Spital Viele Neu' WHERE id = $1`, [institution]))
    expect(renamed).toHaveLength(1)
    expect(renamed[0]!.length).toBeLessThan(8000)
    expect(tagsOf(renamed)).toEqual(expect.arrayContaining([`institution:${institution}`, 'jobs']))
    expect(tagsOf(renamed)).not.toContain(`job:${template}`)
    // a truncation names everything
    expect(await heard(() => db.query(`TRUNCATE institutions_wbs`))).toEqual(['all'])
  })

  it('the listener drops only the pages of the tags it hears', async () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    const dropped: (readonly string[] | 'all')[] = []
    store.onInvalidate((tags) => dropped.push(tags))
    const listener = listenForChanges(store, { connectionString: process.env.DATABASE_URL! })
    try {
      await until(() => store.enabled)
      const jobId = await createJob(payload, { title: 'Oberärztin Hören', institution: ids.institution })
      await listener.sync()
      store.set(`browser /de/job/${jobId}`, store.generation, { ...page, tags: ['jobs', `job:${jobId}`] })
      store.set('browser /de/job/1', store.generation, { ...page, tags: ['jobs', 'job:1'] })
      store.set('browser /de/ejournals', store.generation, { ...page, tags: ['ejournal'] })
      dropped.length = 0
      await payload.update({ collection: 'jobs', id: jobId, data: { title: 'Oberärztin Gehört' } })
      await until(() => store.get(`browser /de/job/${jobId}`) === null)
      await listener.sync()
      expect(store.get('browser /de/job/1')).not.toBeNull()
      expect(store.get('browser /de/ejournals')).not.toBeNull()
      expect(dropped.every((tags) => tags !== 'all')).toBe(true)
      expect(dropped.flat()).toContain(`job:${jobId}`)
    } finally {
      listener.stop()
    }
  })
})

describe('rows of arrays and blocks (text ids)', () => {
  it('a product with its variants is written, changed and named by its rule', async () => {
    const product = PRODUCTS[0]!
    let id = 0
    const created = await heard(async () => {
      const doc = await payload.create({
        collection: 'products',
        locale: 'de',
        overrideAccess: true,
        data: {
          key: `${product.key}_TAGS`,
          title: product.title.de,
          description: product.description.de,
          position: product.position,
          variants: product.variants.map((v) => ({ variant_id: v.id + 900, duration: v.duration, price: v.price, social_budget: v.social_budget })),
        },
      })
      id = doc.id
    })
    expect(tagsOf(created)).toContain('offer')
    expect(tagsOf(created)).not.toContain('all')
    const changed = await heard(() => db.query(`UPDATE products_variants SET price = price + 1 WHERE _parent_id = $1`, [id]))
    expect(tagsOf(changed)).toEqual(['offer'])
  })
})
