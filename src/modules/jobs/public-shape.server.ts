import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { safeHttpUrl } from '@/lib/params'
import { relId, relIds } from '@/lib/relations'
import type { Job } from '@/payload-types'
import { getEssentials } from '../essentials/essentials.server'
import { isOnline } from './state'
import { employmentTypes, JobPublicSchema, type JobPublic } from './schemas'
import { env } from '@/lib/env'

const SECTIONS = ['teaser', 'task', 'requirement', 'offer', 'institution', 'contact'] as const

/** An online job by id or slug; null when it does not exist or is not online. */
export async function findPublicJob(payload: Payload, slugOrId: string, locale: Locale): Promise<JobPublic | null> {
  const where: Where = /^[1-9]\d{0,9}$/.test(slugOrId) ? { id: { equals: Number(slugOrId) } } : { slug: { equals: slugOrId } }
  const { docs } = await payload.find({ collection: 'jobs', where, limit: 1, depth: 1, overrideAccess: false })
  const job = docs[0]
  if (!job || !isOnline(job)) return null
  const essentials = await getEssentials(payload, locale)
  return toJobPublic(job, essentials.keyOf, essentials.productKeyOf)
}

function toJobPublic(job: Job, keyOf: (list: 'fields' | 'levels', id: unknown) => string | null, productKeyOf: (id: unknown) => string | null): JobPublic | null {
  const content = job.content ?? {}
  const text =
    SECTIONS.map((s) => content[s])
      .filter(Boolean)
      .join('\n\n') || null
  const pdf = job.pdf && typeof job.pdf === 'object' && 'url' in job.pdf ? job.pdf.url : null
  const candidate = {
    id: job.id,
    slug: job.slug,
    type: job.type,
    title: job.title,
    pensum_min: job.pensum_min,
    pensum_max: job.pensum_max,
    online_from: job.online_from ?? null,
    online_until: job.online_until ?? null,
    available_from: job.available_from_type === 'date' ? (job.available_from ?? null) : null,
    is_agreement: job.available_from_type === 'agreement',
    crawler_job: Boolean(job.crawler_job),
    crawler_decline: Boolean(job.crawler_decline),
    fields: relIds(job.fields)
      .map((id) => keyOf('fields', id))
      .filter((k): k is string => k !== null),
    levels: relIds(job.levels)
      .map((id) => keyOf('levels', id))
      .filter((k): k is string => k !== null),
    institution: { id: relId(job.institution) ?? 0 },
    product: productKeyOf(relId(job.product)),
    content: {
      teaser: content.teaser ?? null,
      text,
      institution: content.institution ?? null,
      task: content.task ?? null,
      offer: content.offer ?? null,
      requirement: content.requirement ?? null,
      contact: content.contact ?? null,
      raw: null,
    },
    original: safeHttpUrl(job.original),
    apply: job.apply ?? null,
    salary_min: job.salary_min ?? null,
    salary_max: job.salary_max ?? null,
    locale: job.locale,
    embed: job.type === 'link' ? safeHttpUrl(job.link) : null,
    link: job.type === 'link' ? safeHttpUrl(job.link) : job.type === 'pdf' && pdf ? safeHttpUrl(`${env().PUBLIC_URL}${pdf}`) : null,
    description: content.teaser ?? null,
    employment_type: employmentTypes(job.pensum_min, job.pensum_max),
    created_at: job.createdAt,
    updated_at: job.updatedAt,
  }
  // The spec: a single-item load whose shape check fails answers null (and we log it).
  const parsed = JobPublicSchema.safeParse(candidate)
  if (!parsed.success) {
    console.warn(`job ${job.id} fails the public shape`, parsed.error.issues.slice(0, 3))
    return null
  }
  return parsed.data
}
