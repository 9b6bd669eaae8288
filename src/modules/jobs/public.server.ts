import 'server-only'
import type { Payload } from 'payload'
import type { Job } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { mediaUrl, relId, relIds } from '@/lib/relations'
import { getEssentials, type EssentialList, type Essentials } from '../essentials/essentials.server'
import { professionalIds } from '../institutions/professional.server'
import { toJobListItem } from './list-item.server'
import type { JobListItem } from './schemas'
import { isFreeListing, isOnline, onlineJobsWhere } from './state'
import { safeHttpUrl } from '@/lib/params'
import { applyTarget, JOB_SECTIONS, type ApplyTarget, type JobSection } from './apply-target'

export { applyTarget, JOB_SECTIONS, type ApplyTarget, type JobSection }

// What the public job pages show: the online list (newest first) and one online ad.

export const JOBS_PER_PAGE = 20
export interface JobInstitutionRef {
  id: number
  slug: string
  name: string
  city: string | null
}

export interface JobCardData {
  job: JobListItem
  institution: JobInstitutionRef | null
  /** level and field names in the visitor's language */
  labels: string[]
  /** a free listing read from the employer's website: marked as such (ADR 0071) */
  crawled: boolean
}

export interface OnlineJobsPage {
  items: JobCardData[]
  total: number
  page: number
  totalPages: number
}

export interface JobDetail {
  id: number
  slug: string
  title: string
  locale: Locale
  type: Job['type']
  online_from: string | null
  online_until: string | null
  available_from: { type: Job['available_from_type']; date: string | null }
  pensum_min: number
  pensum_max: number
  salary_min: number | null
  salary_max: number | null
  levels: string[]
  fields: string[]
  /** null when the institution is not public (requested) */
  institution: JobInstitutionRef | null
  sections: { key: JobSection; text: string }[]
  link: string | null
  pdf: string | null
  apply: ApplyTarget | null
  crawler_job: boolean
  original: string | null
}

/** Names of essentials (levels, fields) in the visitor's language, in the job's order. */
function namesOf(essentials: Essentials, list: EssentialList, ids: number[]): string[] {
  const byId = new Map(essentials.lists[list].map((e) => [e.docId, e.value]))
  return ids.map((id) => byId.get(id)).filter((v): v is string => v !== undefined)
}

async function publicInstitutions(payload: Payload, ids: number[]) {
  if (ids.length === 0) return new Map<number, { ref: JobInstitutionRef; region: unknown; category: unknown; is_professional: boolean }>()
  const { docs } = await payload.find({
    collection: 'institutions',
    where: { id: { in: ids } },
    select: { name: true, slug: true, contact_city: true, region: true, category: true, is_professional: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  const professional = await professionalIds(payload, docs)
  return new Map(
    docs.map((d) => [
      d.id,
      { ref: { id: d.id, slug: d.slug, name: d.name, city: d.contact_city ?? null }, region: d.region, category: d.category, is_professional: professional.has(d.id) },
    ]),
  )
}

/** One page of online jobs, newest first, with their (public) institutions fetched in one query. */
/** Cards for job documents, in their order (one query for their institutions). */
async function jobCards(payload: Payload, docs: Job[], locale: Locale): Promise<JobCardData[]> {
  const [essentials, institutions] = await Promise.all([
    getEssentials(payload, locale),
    publicInstitutions(payload, [...new Set(docs.map((j) => relId(j.institution)).filter((id): id is number => id !== null))]),
  ])
  return docs.map((job): JobCardData => {
    const inst = institutions.get(relId(job.institution) ?? 0)
    const facts = inst
      ? { region: essentials.keyOf('regions', relId(inst.region)), category: essentials.keyOf('categories', relId(inst.category)), is_professional: inst.is_professional }
      : { region: null, category: null, is_professional: false }
    return {
      job: toJobListItem(job as Job, facts, essentials),
      institution: inst?.ref ?? null,
      labels: [...namesOf(essentials, 'levels', relIds(job.levels)), ...namesOf(essentials, 'fields', relIds(job.fields))],
      crawled: isFreeListing(job),
    }
  })
}

export async function findOnlineJobs(payload: Payload, { locale, page }: { locale: Locale; page: number }): Promise<OnlineJobsPage> {
  const result = await payload.find({
    collection: 'jobs',
    where: onlineJobsWhere(),
    // paid ads before free listings (ADR 0071)
    sort: ['-has_full_access', '-online_from', '-id'],
    limit: JOBS_PER_PAGE,
    page,
    depth: 0,
    overrideAccess: false,
  })
  const items = await jobCards(payload, result.docs, locale)
  return { items, total: result.totalDocs, page: result.page ?? page, totalPages: result.totalPages }
}

/** The job fields toJobListItem reads. */
const CARD_SELECT = {
  slug: true,
  title: true,
  online_from: true,
  available_from: true,
  available_from_type: true,
  pensum_min: true,
  pensum_max: true,
  locale: true,
  institution: true,
  fields: true,
  levels: true,
  salary_min: true,
  salary_max: true,
  product: true,
  // a free listing is marked on its card (ADR 0071)
  crawler_job: true,
  has_full_access: true,
} as const

/** Cards for search results (ids in result order); ads that went offline meanwhile are left out. */
export async function jobCardsByIds(payload: Payload, ids: number[], locale: Locale): Promise<JobCardData[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { and: [onlineJobsWhere(), { id: { in: ids } }] },
    // What a card shows (toJobListItem): not the ad's texts, the largest part of a job row (ADR 0072).
    select: CARD_SELECT,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return jobCards(
    payload,
    ids.map((id) => byId.get(id)).filter((d): d is Job => d !== undefined),
    locale,
  )
}

/** Which of these online ads are free listings read from the employer's website (ADR 0071): one small query, for lists built from list items (the home's). */
export async function freeListingIds(payload: Payload, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { and: [onlineJobsWhere(), { id: { in: ids } }, { crawler_job: { equals: true } }, { has_full_access: { not_equals: true } }] },
    select: { crawler_job: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return new Set(docs.map((d) => d.id))
}

export async function findOnlineJob(payload: Payload, id: number, locale: Locale): Promise<JobDetail | null> {
  const job = await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: false, disableErrors: true })
  if (!job || !isOnline(job)) return null
  return jobDetailOf(payload, job, locale)
}

/** What the job page shows of an ad (the public page, and the wizard's preview of a draft). */
export async function jobDetailOf(payload: Payload, job: Job, locale: Locale): Promise<JobDetail> {
  const pdfId = job.type === 'pdf' ? relId(job.pdf) : null
  const [essentials, institutions, pdf] = await Promise.all([
    getEssentials(payload, locale),
    publicInstitutions(
      payload,
      [relId(job.institution)].filter((v): v is number => v !== null),
    ),
    pdfId !== null ? payload.findByID({ collection: 'media', id: pdfId, depth: 0, overrideAccess: true, disableErrors: true }) : null,
  ])
  return jobDetailFrom(job, essentials, institutions.get(relId(job.institution) ?? 0)?.ref ?? null, mediaUrl(pdf))
}

/** The ad's fields jobDetailFrom reads (ids for its relations). */
export type JobDetailSource = Pick<
  Job,
  | 'id'
  | 'slug'
  | 'title'
  | 'locale'
  | 'type'
  | 'online_from'
  | 'online_until'
  | 'available_from_type'
  | 'available_from'
  | 'pensum_min'
  | 'pensum_max'
  | 'salary_min'
  | 'salary_max'
  | 'levels'
  | 'fields'
  | 'content'
  | 'link'
  | 'apply'
  | 'crawler_job'
  | 'has_full_access'
  | 'original'
>

/** The job page's shape of an ad, from its fields, its public employer and its PDF's URL. */
export function jobDetailFrom(job: JobDetailSource, essentials: Essentials, institution: JobInstitutionRef | null, pdf: string | null): JobDetail {
  const content = job.content ?? {}
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    locale: job.locale,
    type: job.type,
    online_from: job.online_from ?? null,
    online_until: job.online_until ?? null,
    available_from: { type: job.available_from_type, date: job.available_from_type === 'date' ? (job.available_from ?? null) : null },
    pensum_min: job.pensum_min,
    pensum_max: job.pensum_max,
    salary_min: job.salary_min ?? null,
    salary_max: job.salary_max ?? null,
    levels: namesOf(essentials, 'levels', relIds(job.levels)),
    fields: namesOf(essentials, 'fields', relIds(job.fields)),
    institution,
    sections: JOB_SECTIONS.map((key) => ({ key, text: content[key]?.trim() ?? '' })).filter((s) => s.text !== ''),
    link: job.type === 'link' ? safeHttpUrl(job.link) : null,
    pdf,
    apply: applyTarget(job.apply),
    crawler_job: isFreeListing(job),
    original: safeHttpUrl(job.original),
  }
}
