import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { Job } from '@/payload-types'
import { slugify } from '../essentials/slugify'
import type { FoundAd } from './collect-ads.server'
import { normalise } from './map-essentials'
import type { CrawlStatus } from './source-kinds'

// What one crawl changes in an institution's ads (ADR 0070, docs/product-rules.md#job-ads): new ads
// become free listings, changed ones are updated, and after a complete (ok) crawl the ads missing
// from the source go offline at once. Declined and taken-over ads are never touched; duplicates of
// the institution's paid ads and everything of an institution that opted out are not listed. All
// writes go through Payload on the jobs table, whose trigger tells the page cache (ADR 0034).

const DAY = 86_400_000
/** Without validThrough an ad is listed this long and renewed while its source still shows it. */
export const LISTING_DAYS = 30
const RENEW_BEFORE_DAYS = 7

export interface ApplyCounts {
  found: number
  new: number
  changed: number
  offline: number
  skipped: number
}

interface InstitutionFacts {
  id: number
  optedOut: boolean
  mainLang: Locale
  zip: string | null
}

interface CrawledRow {
  source_id: number | null
  id: number
  original: string
  crawler_decline: boolean | null
  has_full_access: boolean | null
  online_from: Date | null
  online_until: Date | null
}

type EssentialIds = { fields: Map<string, number>; levels: Map<string, number> }

async function essentialIds(payload: Payload): Promise<EssentialIds> {
  const load = async (table: 'fields' | 'levels') =>
    new Map((await payload.db.pool.query<{ id: number; key: string }>(`SELECT id, key FROM ${table}`)).rows.map((r) => [r.key, r.id]))
  return { fields: await load('fields'), levels: await load('levels') }
}

async function institutionFacts(payload: Payload, id: number): Promise<InstitutionFacts | null> {
  const { rows } = await payload.db.pool.query<{ id: number; disable_free_crawler: boolean | null; main_lang: Locale; contact_zip: string | null }>(
    'SELECT id, disable_free_crawler, main_lang, contact_zip FROM institutions WHERE id = $1',
    [id],
  )
  const row = rows[0]
  return row ? { id: row.id, optedOut: Boolean(row.disable_free_crawler), mainLang: row.main_lang, zip: row.contact_zip?.trim() || null } : null
}

/** The institution's paid ads that are online, as "title|place" (normalised): a crawled copy of one is not listed. */
async function paidAdKeys(payload: Payload, institution: InstitutionFacts, now: Date): Promise<Set<string>> {
  const { rows } = await payload.db.pool.query<{ title: string }>(
    `SELECT title FROM jobs WHERE institution_id = $1 AND crawler_job IS NOT TRUE AND status = 'published' AND online_until >= $2`,
    [institution.id, now.toISOString()],
  )
  return new Set(rows.map((r) => duplicateKey(r.title, institution.zip)))
}

export const duplicateKey = (title: string, place: string | null) => `${normalise(title)}|${place ?? ''}`

function jobData(ad: FoundAd, institution: InstitutionFacts, ids: EssentialIds, onlineUntil: Date) {
  const pick = (keys: string[], map: Map<string, number>) => keys.map((k) => map.get(k)).filter((id): id is number => id !== undefined)
  return {
    title: ad.title,
    slug: slugify(ad.title) || 'job',
    locale: ad.locale ?? institution.mainLang,
    fields: pick(ad.fields, ids.fields),
    levels: pick(ad.levels, ids.levels),
    pensum_min: ad.pensum_min,
    pensum_max: ad.pensum_max,
    salary_min: ad.salary_min,
    salary_max: ad.salary_max,
    available_from_type: ad.available_from ? ('date' as const) : ('agreement' as const),
    available_from: ad.available_from,
    apply: ad.apply,
    type: 'text' as const,
    content: ad.content,
    original: ad.original,
    online_until: onlineUntil.toISOString(),
  }
}

/** The fields a crawl compares to decide whether an ad changed. */
function comparable(data: ReturnType<typeof jobData> | Job): string {
  const ids = (v: unknown) => (Array.isArray(v) ? v.map((x) => (typeof x === 'object' && x ? (x as { id: number }).id : x)).sort() : [])
  const content = (data.content ?? {}) as Record<string, string | null | undefined>
  return JSON.stringify([
    data.title,
    data.locale,
    ids(data.fields),
    ids(data.levels),
    data.pensum_min,
    data.pensum_max,
    data.salary_min ?? null,
    data.salary_max ?? null,
    data.apply ?? null,
    ['teaser', 'task', 'requirement', 'offer', 'institution', 'contact'].map((k) => content[k] ?? null),
  ])
}

function listedUntil(ad: FoundAd, now: Date): Date {
  return ad.valid_through ? new Date(ad.valid_through) : new Date(now.getTime() + LISTING_DAYS * DAY)
}

/** Which source listed a crawled ad: a source takes offline only its own ads (ADR 0070). */
async function rememberSource(payload: Payload, jobId: number, sourceId: number, now: Date): Promise<void> {
  await payload.db.pool.query(`INSERT INTO crawl_ads (job_id, source_id, seen_at) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO UPDATE SET source_id = $2, seen_at = $3`, [
    jobId,
    sourceId,
    now.toISOString(),
  ])
}

export async function applyAds(payload: Payload, source: { id: number; institution: number }, ads: FoundAd[], status: CrawlStatus, now = new Date()): Promise<ApplyCounts> {
  const institutionId = source.institution
  const counts: ApplyCounts = { found: ads.length, new: 0, changed: 0, offline: 0, skipped: 0 }
  const institution = await institutionFacts(payload, institutionId)
  // An institution that turned free listings off gets nothing listed, and its ads are not re-listed.
  if (!institution || institution.optedOut) return { ...counts, skipped: ads.length }
  const ids = await essentialIds(payload)
  const paid = await paidAdKeys(payload, institution, now)
  const { rows } = await payload.db.pool.query<CrawledRow>(
    `SELECT j.id, j.original, j.crawler_decline, j.has_full_access, j.online_from, j.online_until, a.source_id
     FROM jobs j LEFT JOIN crawl_ads a ON a.job_id = j.id
     WHERE j.institution_id = $1 AND j.crawler_job IS TRUE AND j.original IS NOT NULL`,
    [institution.id],
  )
  const existing = new Map(rows.map((r) => [r.original, r]))
  const isOnline = (row: CrawledRow) => row.online_from !== null && row.online_until !== null && row.online_from <= now && row.online_until >= now

  for (const ad of ads) {
    const row = existing.get(ad.original)
    const until = listedUntil(ad, now)
    if (until <= now) {
      counts.skipped++
      continue
    }
    if (row) {
      // Declined ads stay down; taken-over ads are the employer's now (ADR 0070).
      if (row.crawler_decline || row.has_full_access) {
        counts.skipped++
        continue
      }
      if (row.source_id !== source.id) await rememberSource(payload, row.id, source.id, now)
      const job = await payload.findByID({ collection: 'jobs', id: row.id, depth: 0, overrideAccess: true })
      const data = jobData(ad, institution, ids, until)
      const changed = comparable(data) !== comparable(job)
      const relist = !isOnline(row)
      const renew = !ad.valid_through
        ? row.online_until === null || row.online_until.getTime() - now.getTime() < RENEW_BEFORE_DAYS * DAY
        : row.online_until?.getTime() !== until.getTime()
      if (!changed && !relist && !renew) continue
      await payload.update({
        collection: 'jobs',
        id: row.id,
        overrideAccess: true,
        depth: 0,
        data: { ...(changed ? data : { online_until: data.online_until }), ...(relist ? { online_from: now.toISOString(), status: 'published' as const, paused: false } : {}) },
      })
      if (changed || relist) counts.changed++
      continue
    }
    if (paid.has(duplicateKey(ad.title, ad.postal_code ?? institution.zip))) {
      counts.skipped++
      continue
    }
    const created = await payload.create({
      collection: 'jobs',
      overrideAccess: true,
      depth: 0,
      data: {
        ...jobData(ad, institution, ids, until),
        institution: institution.id,
        status: 'published',
        paused: false,
        online_from: now.toISOString(),
        crawler_job: true,
        crawler_decline: false,
        has_full_access: false,
      },
    })
    await rememberSource(payload, created.id, source.id, now)
    counts.new++
  }

  // Only a complete crawl knows an ad is gone: then this source's ad goes offline at once.
  if (status === 'ok') {
    const seen = new Set(ads.map((ad) => ad.original))
    for (const row of rows) {
      if (row.source_id !== source.id || seen.has(row.original) || row.crawler_decline || row.has_full_access || !isOnline(row)) continue
      await payload.update({ collection: 'jobs', id: row.id, overrideAccess: true, depth: 0, data: { online_until: new Date(now.getTime() - 1000).toISOString() } })
      counts.offline++
    }
  }
  return counts
}
