import 'server-only'
import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'
import { LOCALES, type Locale } from '@/i18n/locales'
import { contentSitemapEntries } from '@/modules/content/sitemap.server'
import { localePath, paths } from '@/modules/routing/routes'
import { institutionAlternates, jobAlternates, perLanguageAlternates, samePathAlternates } from './alternates'

// The sitemap, split for Google's limit of 50'000 URLs per file (we stay at 45'000). Each part is
// served at /sitemap/{id}.xml (app/sitemap/[part]/route.ts); /sitemap.xml is their index. The parts:
//   pages              the public entry pages, each in de, fr and it; e-journal categories,
//                      articles and content pages (modules/content/sitemap.server.ts)
//   institutions-{n}   active institutions, each in de, fr and it (15'000 institutions = 45'000 URLs)
//   jobs-{n}           online jobs, one URL each: the ad's own language, which every prefix names
//                      as canonical (ADR 0033); lastmod is its last change, never before it went online
// Jobs and institutions are read with plain SQL (only id, locale, updated_at, ordered by id): the
// Payload local API would build and hook 100'000 documents for three columns.

export const SITEMAP_URL_LIMIT = 45_000
const INSTITUTIONS_PER_PART = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length)
const JOBS_PER_PART = SITEMAP_URL_LIMIT

// Login and registration are noindex (ADR 0033), so they are not listed.
export const SITEMAP_PAGES = ['', '/jobs', '/institutions', '/ejournals'] as const

export type SitemapPart = { kind: 'pages' } | { kind: 'institutions' | 'jobs'; index: number }

export interface SitemapCounts {
  institutions: number
  jobs: number
}

/** The part ids for the current number of active institutions and online jobs (always at least "pages"). */
export function sitemapIds({ institutions, jobs }: SitemapCounts): string[] {
  const parts = (kind: string, count: number, perPart: number) => Array.from({ length: Math.ceil(count / perPart) }, (_, i) => `${kind}-${i}`)
  return ['pages', ...parts('institutions', institutions, INSTITUTIONS_PER_PART), ...parts('jobs', jobs, JOBS_PER_PART)]
}

export function parseSitemapId(id: string): SitemapPart | null {
  if (id === 'pages') return { kind: 'pages' }
  const match = /^(institutions|jobs)-(0|[1-9]\d{0,5})$/.exec(id)
  return match ? { kind: match[1] as 'institutions' | 'jobs', index: Number(match[2]) } : null
}

export const sitemapPartUrl = (base: string, id: string) => `${base}/sitemap/${id}.xml`

// Same rule as jobs/state.ts (isOnline / onlineJobsWhere): published, not paused, not declined,
// online_from <= now <= online_until. Unset booleans count as false, as in isOnline.
const ONLINE_JOBS = `status = 'published' AND paused IS NOT TRUE AND crawler_decline IS NOT TRUE AND online_from <= $1 AND online_until >= $1`
const ACTIVE_INSTITUTIONS = `status = 'active'`

export async function sitemapCounts(payload: Payload, now = new Date()): Promise<SitemapCounts> {
  const [institutions, jobs] = await Promise.all([
    payload.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM institutions WHERE ${ACTIVE_INSTITUTIONS}`),
    payload.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE ${ONLINE_JOBS}`, [now.toISOString()]),
  ])
  return { institutions: institutions.rows[0]?.n ?? 0, jobs: jobs.rows[0]?.n ?? 0 }
}

type Row = { id: number; updated_at: Date }
export type JobRow = Row & { locale: Locale; online_from: Date }

export async function onlineJobRows(payload: Payload, index: number, now = new Date()): Promise<JobRow[]> {
  const { rows } = await payload.db.pool.query<JobRow>(`SELECT id, locale, updated_at, online_from FROM jobs WHERE ${ONLINE_JOBS} ORDER BY id LIMIT $2 OFFSET $3`, [
    now.toISOString(),
    JOBS_PER_PART,
    index * JOBS_PER_PART,
  ])
  return rows
}

export async function activeInstitutionRows(payload: Payload, index: number): Promise<Row[]> {
  const { rows } = await payload.db.pool.query<Row>(`SELECT id, updated_at FROM institutions WHERE ${ACTIVE_INSTITUTIONS} ORDER BY id LIMIT $1 OFFSET $2`, [
    INSTITUTIONS_PER_PART,
    index * INSTITUTIONS_PER_PART,
  ])
  return rows
}

export function pageEntries(base: string): MetadataRoute.Sitemap {
  const samePath = SITEMAP_PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const alternates = samePathAlternates(base, locale, page)
      return { url: alternates.canonical, changeFrequency: 'daily' as const, alternates: { languages: alternates.languages } }
    }),
  )
  // The employers' page has a word of its own in each language (ADR 0059).
  const offer = LOCALES.map((locale) => {
    const alternates = perLanguageAlternates(base, locale, (l) => localePath(l, paths.offer(l)))
    return { url: alternates.canonical, changeFrequency: 'weekly' as const, alternates: { languages: alternates.languages } }
  })
  return [...samePath, ...offer]
}

export function institutionEntries(base: string, rows: Row[]): MetadataRoute.Sitemap {
  return rows.flatMap((row) =>
    LOCALES.map((locale) => {
      const alternates = institutionAlternates(base, locale, row.id)
      return { url: alternates.canonical, lastModified: row.updated_at, changeFrequency: 'weekly' as const, alternates: { languages: alternates.languages } }
    }),
  )
}

/**
 * An ad's last real change: its last update (updated_at: content, dates, pause; the reminder mail's
 * bookkeeping does not touch it), but never before it went online (datePosted).
 */
export function jobLastModified(row: Pick<JobRow, 'updated_at' | 'online_from'>): Date {
  const updated = new Date(row.updated_at)
  const posted = new Date(row.online_from)
  return updated.getTime() >= posted.getTime() ? updated : posted
}

/** One URL per job, in the language the ad is written in, with the same hreflang as its page. */
export function jobEntries(base: string, rows: JobRow[]): MetadataRoute.Sitemap {
  return rows.map((row) => {
    const alternates = jobAlternates(base, row.locale, row.id)
    return { url: alternates.canonical, lastModified: jobLastModified(row), changeFrequency: 'daily' as const, alternates: { languages: alternates.languages } }
  })
}

/** The entries of one sitemap part; an unknown or out-of-range id gives an empty list. */
export async function sitemapEntries(payload: Payload, id: string, base: string): Promise<MetadataRoute.Sitemap> {
  const part = parseSitemapId(id)
  if (!part) return []
  if (part.kind === 'pages') return [...pageEntries(base), ...(await contentSitemapEntries(payload, base))]
  if (part.kind === 'institutions') return institutionEntries(base, await activeInstitutionRows(payload, part.index))
  return jobEntries(base, await onlineJobRows(payload, part.index))
}
