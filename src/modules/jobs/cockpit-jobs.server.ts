import 'server-only'
import type { Payload } from 'payload'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import type { Job } from '@/payload-types'
import { institutionRoleOf, mayManage, userInstitutionIds, type Viewer } from '../institutions/membership.server'
import { getEssentials } from '../essentials/essentials.server'
import { checkout } from '../orders/checkout.server'
import { JobDetailSchema, JobWithContentSchema, type JobDetailShape, type JobWithContent } from './schemas'
import { JOB_SECTIONS, applyTarget } from './apply-target'
import { extendedUntil, isOnline, jobGroup, type JobGroup } from './state'
import { sharedJobFields } from './job-fields'

// The cockpit's job ads: the ads of the institutions the viewer actively
// manages, in the cockpit's groups (docs/product-rules.md#job-ads), and the actions on one ad: edit its content, pause and
// reactivate (hidden at once, end date unchanged), extend (a new order and invoice; new end =
// max(now, end) + days), delete (permanent, paid ads are not refunded). Every function checks
// that the ad belongs to an institution the viewer manages; another's ad is "not found".

export const JOB_GROUPS: readonly JobGroup[] = ['pendingAccess', 'active', 'future', 'draft', 'expired']
const GROUP_LIMIT = 100

export interface CockpitJob {
  id: number
  title: string
  institution: string
  group: JobGroup
  paused: boolean
  /** a crawled ad the institution declined (offline, never listed again; ADR 0071) */
  declined: boolean
  /** the public sees it now (its page answers): the cockpit links it (docs/product-rules.md#job-ads) */
  online: boolean
  onlineFrom: string | null
  onlineUntil: string | null
  variantId: number | null
}

export async function cockpitJobs(payload: Payload, viewer: Viewer, locale: Locale, now = new Date()): Promise<Record<JobGroup, CockpitJob[]>> {
  const ids = viewer.role === 'ROLE_ADMIN' ? null : (await userInstitutionIds(payload, viewer)).active
  const groups = Object.fromEntries(JOB_GROUPS.map((g) => [g, [] as CockpitJob[]])) as Record<JobGroup, CockpitJob[]>
  if (ids && ids.length === 0) return groups
  const { docs } = await payload.find({
    collection: 'jobs',
    where: ids ? { institution: { in: ids } } : {},
    sort: ['-online_from', '-id'],
    limit: ids ? 2000 : 300,
    depth: 1,
    select: {
      title: true,
      institution: true,
      status: true,
      paused: true,
      online_from: true,
      online_until: true,
      crawler_job: true,
      crawler_decline: true,
      has_full_access: true,
      variant_id: true,
    },
    overrideAccess: true,
  })
  for (const job of docs) {
    const group = jobGroup(job, now)
    if (groups[group].length >= GROUP_LIMIT) continue
    const institution = typeof job.institution === 'object' && job.institution ? job.institution.name : ''
    groups[group].push({
      id: job.id,
      title: job.title,
      institution,
      group,
      paused: Boolean(job.paused),
      declined: Boolean(job.crawler_decline),
      online: isOnline(job, now),
      onlineFrom: job.online_from ? formatDate(job.online_from, locale) : null,
      onlineUntil: job.online_until ? formatDate(job.online_until, locale) : null,
      variantId: job.variant_id ?? null,
    })
  }
  return groups
}

export type JobActionResult =
  { ok: true; id: number } | { ok: false; reason: 'notFound' | 'notPaid' | 'variant' | 'expired' | 'billing' | 'settings' | 'invalid'; field?: string; message?: string }
const notFound: JobActionResult = { ok: false, reason: 'notFound' }

/** The ad if the viewer manages its institution (not a student), else null. */
export async function ownJob(payload: Payload, viewer: Viewer | null, id: number): Promise<Job | null> {
  if (!viewer || viewer.role === 'ROLE_STUDENT') return null
  const job = await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true, disableErrors: true })
  const institution = relId(job?.institution)
  if (!job || institution === null) return null
  return mayManage(await institutionRoleOf(payload, viewer, institution)) ? job : null
}

/** Pause hides a published ad at once; reactivating shows it again until its unchanged end date. */
export async function setPaused(payload: Payload, viewer: Viewer | null, id: number, paused: boolean): Promise<JobActionResult> {
  const job = await ownJob(payload, viewer, id)
  if (!job) return notFound
  if (job.status !== 'published') return { ok: false, reason: 'notPaid' }
  await payload.update({ collection: 'jobs', id, data: { paused }, overrideAccess: true })
  return { ok: true, id }
}

/** Permanent; orders and invoices stay (their link to the ad is emptied), nothing is refunded. */
export async function deleteJob(payload: Payload, viewer: Viewer | null, id: number): Promise<JobActionResult> {
  const job = await ownJob(payload, viewer, id)
  if (!job) return notFound
  await payload.delete({ collection: 'jobs', id, overrideAccess: true })
  return { ok: true, id }
}

/** Content fields only: the text sections and where to apply (package, dates and institution stay). */
export async function saveJobContent(payload: Payload, viewer: Viewer | null, id: number, input: Record<string, string | null>): Promise<JobActionResult> {
  const job = await ownJob(payload, viewer, id)
  if (!job) return notFound
  if (input.apply !== undefined && input.apply !== null && !applyTarget(input.apply)) return { ok: false, reason: 'invalid', field: 'apply', message: 'applyTarget' }
  const content = Object.fromEntries(JOB_SECTIONS.map((s) => [s, input[s] ?? null])) as Job['content']
  await payload.update({ collection: 'jobs', id, data: { content, ...(input.apply ? { apply: input.apply } : {}) }, overrideAccess: true })
  return { ok: true, id }
}

export type ExtendResult = JobActionResult | { ok: true; id: number; invoiceId: number; until: string }

/**
 * Extend a paid ad by a package's days (or take over a crawled one): a new order and invoice and
 * the new end date, in one transaction (orders/checkout.server.ts). The ad takes the package
 * bought (the form offers the ad's own first; another is an explicit choice). One order per
 * intent: a repeated or parallel submit of the same form answers the first extension.
 */
export async function extendJob(payload: Payload, viewer: Viewer | null, id: number, variantId: number, code: string, intent: string, now = new Date()): Promise<ExtendResult> {
  const job = await ownJob(payload, viewer, id)
  if (!job) return notFound
  const result = await checkout(
    payload,
    { kind: 'extend', userId: viewer!.id, jobId: id, intent, variantId, code },
    {
      accept: (locked) => (locked.status === 'published' ? null : 'notPaid'),
      startsAt: () => now,
      apply: async (locked, order, tx) => {
        // A crawled ad bought this way is taken over: the employer gets full access (docs/product-rules.md#job-ads).
        const takeOver = locked.crawlerJob && !locked.hasFullAccess
        await payload.update({
          collection: 'jobs',
          id,
          data: {
            online_until: extendedUntil(now, locked.onlineUntil, order.duration).toISOString(),
            variant_id: order.variant_id,
            product: order.product ?? null,
            // bought to be listed: a decline of the free listing no longer holds (ADR 0071)
            ...(takeOver && { has_full_access: true, crawler_decline: false }),
          },
          req: tx.req,
          overrideAccess: true,
        })
      },
    },
    now,
  )
  if (!result.ok) {
    if (result.reason === 'expired' || result.reason === 'notFound')
      return { ok: false, reason: 'invalid', field: 'code', message: result.reason === 'expired' ? 'codeExpired' : 'codeNotFound' }
    return { ok: false, reason: result.reason === 'intent' || result.reason === 'gone' || result.reason === 'changed' ? 'notFound' : result.reason }
  }
  const after = await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true, select: { online_until: true } })
  return { ok: true, id, invoiceId: result.invoice.id, until: after.online_until ?? now.toISOString() }
}

/** The viewer's institutions (null: the team, every institution). */
async function managedIds(payload: Payload, viewer: Viewer): Promise<number[] | null> {
  return viewer.role === 'ROLE_ADMIN' ? null : (await userInstitutionIds(payload, viewer)).active
}

/** GET /api/fn/user/jobs?filter=: the viewer's ads of one group in the "Job (detail)" shape; shape failures are left out and logged. */
export async function userJobs(payload: Payload, viewer: Viewer, filter: JobGroup, now = new Date()): Promise<JobDetailShape[]> {
  if (viewer.role === 'ROLE_STUDENT') return []
  const ids = await managedIds(payload, viewer)
  if (ids && ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'jobs',
    where: ids ? { institution: { in: ids } } : {},
    sort: ['-online_from', '-id'],
    limit: 2000,
    depth: 1,
    overrideAccess: true,
  })
  return docs.flatMap((job) => {
    if (jobGroup(job, now) !== filter) return []
    const inst = typeof job.institution === 'object' && job.institution ? job.institution : null
    const product = typeof job.product === 'object' && job.product ? job.product.key : null
    const parsed = JobDetailSchema.safeParse({
      id: job.id,
      slug: job.slug,
      title: job.title,
      online_from: job.online_from ?? null,
      online_until: job.online_until ?? null,
      available_from: job.available_from_type === 'date' ? (job.available_from ?? null) : null,
      locale: job.locale,
      institution: { id: inst?.id, name: inst?.name, slug: inst?.slug },
      crawler_job: Boolean(job.crawler_job),
      crawler_decline: Boolean(job.crawler_decline),
      has_full_access: job.has_full_access !== false,
      product,
    })
    if (!parsed.success) payload.logger.warn({ job: job.id }, 'job fails the detail shape')
    return parsed.success ? [parsed.data] : []
  })
}

/** GET /api/fn/user/job?id: one of the viewer's ads in the "Job (with content)" shape; null otherwise. */
export async function userJob(payload: Payload, viewer: Viewer, id: number, locale: Locale): Promise<JobWithContent | null> {
  const job = await ownJob(payload, viewer, id)
  if (!job) return null
  const essentials = await getEssentials(payload, locale)
  const product = relId(job.product)
  const parsed = JobWithContentSchema.safeParse({
    ...sharedJobFields(job, essentials.keyOf),
    institution: { id: relId(job.institution) },
    product: product === null ? null : ((await payload.findByID({ collection: 'products', id: product, depth: 0, overrideAccess: true, disableErrors: true }))?.key ?? null),
    content: job.content ? { ...Object.fromEntries(JOB_SECTIONS.map((s) => [s, job.content?.[s] ?? null])), text: null, raw: null } : null,
  })
  if (!parsed.success) {
    payload.logger.warn({ job: id, issues: parsed.error.issues.slice(0, 3) }, 'job fails the content shape')
    return null
  }
  return parsed.data
}
