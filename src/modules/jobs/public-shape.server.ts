import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { parseIdParam, safeHttpUrl } from '@/lib/params'
import { relId } from '@/lib/relations'
import type { Job } from '@/payload-types'
import { getEssentials } from '../essentials/essentials.server'
import { isOnline } from './state'
import { sharedJobFields, type EssentialKeyOf } from './job-fields'
import { employmentTypes, JobPublicSchema, type JobPublic } from './schemas'
import { env } from '@/lib/env'

const SECTIONS = ['teaser', 'task', 'requirement', 'offer', 'institution', 'contact'] as const

/** An online job by id or slug; null when it does not exist or is not online. */
export async function findPublicJob(payload: Payload, slugOrId: string, locale: Locale): Promise<JobPublic | null> {
  const byId = parseIdParam(slugOrId)
  const where: Where = byId !== null ? { id: { equals: byId } } : { slug: { equals: slugOrId } }
  const { docs } = await payload.find({ collection: 'jobs', where, limit: 1, depth: 1, overrideAccess: false })
  const job = docs[0]
  if (!job || !isOnline(job)) return null
  const essentials = await getEssentials(payload, locale)
  return toJobPublic(job, essentials.keyOf, essentials.productKeyOf)
}

function toJobPublic(job: Job, keyOf: EssentialKeyOf, productKeyOf: (id: unknown) => string | null): JobPublic | null {
  const content = job.content ?? {}
  const text =
    SECTIONS.map((s) => content[s])
      .filter(Boolean)
      .join('\n\n') || null
  const pdf = job.pdf && typeof job.pdf === 'object' && 'url' in job.pdf ? job.pdf.url : null
  const candidate = {
    ...sharedJobFields(job, keyOf),
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
    embed: job.type === 'link' ? safeHttpUrl(job.link) : null,
    link: job.type === 'link' ? safeHttpUrl(job.link) : job.type === 'pdf' && pdf ? safeHttpUrl(`${env().PUBLIC_URL}${pdf}`) : null,
    description: content.teaser ?? null,
    employment_type: employmentTypes(job.pensum_min, job.pensum_max),
    created_at: job.createdAt,
    updated_at: job.updatedAt,
  }
  // A single-item load whose shape check fails answers null, logged (docs/product-rules.md#shapes).
  const parsed = JobPublicSchema.safeParse(candidate)
  if (!parsed.success) {
    console.warn(`job ${job.id} fails the public shape`, parsed.error.issues.slice(0, 3))
    return null
  }
  return parsed.data
}
