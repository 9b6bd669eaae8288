import 'server-only'
import type { Payload, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { relId, relIds } from '@/lib/relations'
import { inTransaction } from '@/lib/transaction.server'
import type { Job } from '@/payload-types'
import { getEssentials } from '../essentials/essentials.server'
import { slugify } from '../essentials/slugify'
import { institutionRoleOf, mayManage, userInstitutionIds, type Viewer } from '../institutions/membership.server'
import { checkout, orderOfIntent, pricedVariant, repeatOf, type CheckoutResult, type LockedJob } from '../orders/checkout.server'
import type { CommonInput, FormatInput } from './ad-schema'
import { JOB_SECTIONS } from './apply-target'

// The job-ad wizard's draft: a job row with status "draft", saved at every
// step, so it survives a reload and shows in the cockpit's draft group. Only those who actively
// manage its institution (or the team) read or change it; checkout turns it into a paid, published
// ad with online_from and online_until = online_from + the package's days.

export type DraftRefusal = {
  ok: false
  reason: 'notFound' | 'forbidden' | 'variant' | 'changed' | 'incomplete' | 'expired' | 'billing' | 'settings'
  field?: string
  message?: string
}
export type DraftResult = { ok: true; id: number } | DraftRefusal

const DAY = 86_400_000

/** Institutions the viewer may publish ads for: active memberships (and confirmed children); the team, every public one. */
export async function publishableInstitutions(payload: Payload, viewer: Viewer, locale: Locale): Promise<{ id: number; name: string }[]> {
  const where: Where = viewer.role === 'ROLE_ADMIN' ? { status: { equals: 'active' } } : { id: { in: (await userInstitutionIds(payload, viewer)).active } }
  const { docs } = await payload.find({ collection: 'institutions', where, select: { name: true }, depth: 0, limit: 2000, overrideAccess: true })
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  return docs.map((d) => ({ id: d.id, name: d.name })).sort((a, b) => collator.compare(a.name, b.name))
}

async function mayPublishFor(payload: Payload, viewer: Viewer | null, institutionId: number | null): Promise<boolean> {
  return institutionId !== null && viewer !== null && viewer.role !== 'ROLE_STUDENT' && mayManage(await institutionRoleOf(payload, viewer, institutionId))
}

/** The viewer's draft with this id, or null (not a draft, not theirs, not there). */
export async function draftFor(payload: Payload, viewer: Viewer | null, jobId: number): Promise<Job | null> {
  const job = await payload.findByID({ collection: 'jobs', id: jobId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!job || job.status !== 'draft' || job.crawler_job) return null
  return (await mayPublishFor(payload, viewer, relId(job.institution))) ? job : null
}

/** Step 1: a new draft for the chosen package, on the viewer's first institution (changed in step 2). */
export async function startDraft(payload: Payload, viewer: Viewer | null, variantId: number, locale: Locale): Promise<DraftResult> {
  if (!viewer || viewer.role === 'ROLE_STUDENT') return { ok: false, reason: 'forbidden' }
  const [institution] = await publishableInstitutions(payload, viewer, locale)
  if (!institution) return { ok: false, reason: 'forbidden' }
  const variant = await pricedVariant(payload, variantId, locale)
  if (!variant) return { ok: false, reason: 'variant', field: 'variant_id', message: 'choosePackage' }
  const title = translator(locale, 'jobWizard')('draftTitle')
  const job = await payload.create({
    collection: 'jobs',
    data: {
      title,
      slug: slugify(title),
      institution: institution.id,
      locale,
      status: 'draft',
      type: 'text',
      available_from_type: 'immediate',
      product: variant.productId,
      variant_id: variantId,
      has_full_access: true,
      pensum_min: 100,
      pensum_max: 100,
    },
    overrideAccess: true,
  })
  return { ok: true, id: job.id }
}

/** Step 1 of a new ad: the package is only checked; nothing is stored yet, so a first visit that ends here leaves no draft (ADR 0042). */
export async function checkPackage(payload: Payload, viewer: Viewer | null, variantId: number, locale: Locale): Promise<{ ok: true } | DraftRefusal> {
  if (!viewer || viewer.role === 'ROLE_STUDENT') return { ok: false, reason: 'forbidden' }
  if ((await publishableInstitutions(payload, viewer, locale)).length === 0) return { ok: false, reason: 'forbidden' }
  if (!(await pricedVariant(payload, variantId, locale))) return { ok: false, reason: 'variant', field: 'variant_id', message: 'choosePackage' }
  return { ok: true }
}

/**
 * Step 2 of a new ad: the draft is created with the chosen package and the common data at once, so
 * every draft holds what its author typed. Refused input creates nothing.
 */
export async function startDraftWithCommon(payload: Payload, viewer: Viewer | null, variantId: number, input: CommonInput, locale: Locale): Promise<DraftResult> {
  if (!(await mayPublishFor(payload, viewer, input.institution))) return { ok: false, reason: 'notFound', field: 'institution', message: 'invalid' }
  const started = await startDraft(payload, viewer, variantId, locale)
  if (!started.ok) return started
  const saved = await saveCommon(payload, viewer, started.id, input, locale)
  if (!saved.ok) await payload.delete({ collection: 'jobs', id: started.id, overrideAccess: true })
  return saved
}

async function update(payload: Payload, viewer: Viewer | null, jobId: number, data: Partial<Job>): Promise<DraftResult> {
  const draft = await draftFor(payload, viewer, jobId)
  if (!draft) return { ok: false, reason: 'notFound' }
  await payload.update({ collection: 'jobs', id: jobId, data, overrideAccess: true })
  return { ok: true, id: jobId }
}

/**
 * A package change locks the draft's row and writes only while it is still a draft: a checkout
 * running at the same moment holds the same lock, so the ad never shows a package other than the
 * one its order billed.
 */
export async function savePackage(payload: Payload, viewer: Viewer | null, jobId: number, variantId: number, locale: Locale): Promise<DraftResult> {
  const variant = await pricedVariant(payload, variantId, locale)
  if (!variant) return { ok: false, reason: 'variant', field: 'variant_id', message: 'choosePackage' }
  if (!(await draftFor(payload, viewer, jobId))) return { ok: false, reason: 'notFound' }
  return inTransaction(
    payload,
    async (tx): Promise<DraftResult> => {
      const { rows } = await tx.query(sql`select status from jobs where id = ${jobId} for update`)
      if (rows[0]?.status !== 'draft') return { ok: false, reason: 'notFound' }
      await payload.update({ collection: 'jobs', id: jobId, data: { product: variant.productId, variant_id: variantId }, req: tx.req, overrideAccess: true })
      return { ok: true, id: jobId }
    },
    (r) => r.ok,
  )
}

export async function saveCommon(payload: Payload, viewer: Viewer | null, jobId: number, input: CommonInput, locale: Locale): Promise<DraftResult> {
  if (!(await mayPublishFor(payload, viewer, input.institution))) return { ok: false, reason: 'notFound', field: 'institution', message: 'invalid' }
  const essentials = await getEssentials(payload, locale)
  const ids = (list: 'levels' | 'fields', keys: string[]) =>
    keys.map((k) => essentials.lists[list].find((e) => e.key === k)?.docId).filter((id): id is number => typeof id === 'number')
  const levels = ids('levels', input.levels)
  const fields = ids('fields', input.fields)
  if (levels.length !== input.levels.length) return { ok: false, reason: 'incomplete', field: 'levels', message: 'invalid' }
  if (fields.length !== input.fields.length) return { ok: false, reason: 'incomplete', field: 'fields', message: 'invalid' }
  return update(payload, viewer, jobId, {
    institution: input.institution,
    title: input.title,
    slug: slugify(input.title),
    levels,
    fields,
    locale: input.locale,
    pensum_min: input.pensum_min,
    pensum_max: input.pensum_max,
    available_from_type: input.available_from_type,
    available_from: input.available_from_type === 'date' ? `${input.available_from}T00:00:00.000Z` : null,
    apply: input.apply,
  })
}

export async function saveSalary(payload: Payload, viewer: Viewer | null, jobId: number, input: { salary_min: number | null; salary_max: number | null }): Promise<DraftResult> {
  return update(payload, viewer, jobId, { salary_min: input.salary_min, salary_max: input.salary_max })
}

export async function saveFormat(payload: Payload, viewer: Viewer | null, jobId: number, input: FormatInput, pdfMediaId: number | null): Promise<DraftResult> {
  const draft = await draftFor(payload, viewer, jobId)
  if (!draft) return { ok: false, reason: 'notFound' }
  const pdf = pdfMediaId ?? relId(draft.pdf)
  if (input.type === 'pdf' && pdf === null) return { ok: false, reason: 'incomplete', field: 'pdf', message: 'pdfMissing' }
  const content = Object.fromEntries(JOB_SECTIONS.map((s) => [s, input[s] ?? null])) as Job['content']
  await payload.update({ collection: 'jobs', id: jobId, data: { type: input.type, link: input.type === 'link' ? input.link : null, content, pdf }, overrideAccess: true })
  return { ok: true, id: jobId }
}

/** Swiss midnight of a calendar day (YYYY-MM-DD) as an instant; the ad goes online then. */
export function zurichMidnight(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`)
  const offset = (d: Date) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'shortOffset' }).formatToParts(d)
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1'
    const [, sign, h, m] = /GMT([+-])(\d+)(?::(\d+))?/.exec(name) ?? [null, '+', '1', '0']
    return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m ?? 0))
  }
  return new Date(guess.getTime() - offset(guess) * 60_000)
}

export async function savePublication(payload: Payload, viewer: Viewer | null, jobId: number, day: string, now = new Date()): Promise<DraftResult> {
  const start = zurichMidnight(day)
  const today = zurichMidnight(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(now))
  if (Number.isNaN(start.getTime()) || start < today) return { ok: false, reason: 'incomplete', field: 'online_from', message: 'dateInPast' }
  if (start.getTime() > now.getTime() + 365 * DAY) return { ok: false, reason: 'incomplete', field: 'online_from', message: 'dateTooFar' }
  return update(payload, viewer, jobId, { online_from: start.toISOString() })
}

/** What the draft still lacks before checkout: the step that fixes it, or null. */
export function missingStep(job: Job): 'package' | 'common' | 'format' | 'publication' | null {
  if (!job.variant_id) return 'package'
  if (relIds(job.levels).length === 0 || relIds(job.fields).length === 0 || !job.apply) return 'common'
  if (job.type === 'pdf' ? relId(job.pdf) === null : job.type === 'link' ? !job.link : !JOB_SECTIONS.some((s) => job.content?.[s]?.trim())) return 'format'
  if (!job.online_from) return 'publication'
  return null
}

/**
 * Checkout: the order and invoice (orders/checkout.server.ts) and the ad published for the
 * package's days from online_from (or from now, when that day has passed meanwhile), in one
 * transaction. The package billed is the one the summary showed, and it must still be the draft's
 * under the row lock: a package change from another tab refuses the checkout instead of
 * publishing one package on another's price. One order per
 * intent: a repeated or parallel submit of the same form answers the first checkout.
 */
export async function checkoutDraft(
  payload: Payload,
  viewer: Viewer | null,
  jobId: number,
  order: { code: string; intent: string; variantId: number },
  now = new Date(),
): Promise<DraftResult | (CheckoutResult & { ok: true; jobId: number })> {
  const { code, intent, variantId } = order
  const draft = await draftFor(payload, viewer, jobId)
  if (!draft) {
    // Already checked out by this very form (a second tab, a double click that came late)?
    const earlier = viewer ? await orderOfIntent(payload, intent) : null
    const repeat = earlier ? repeatOf(earlier, { userId: viewer!.id, jobId }) : null
    return repeat?.ok ? { ...repeat, jobId } : { ok: false, reason: 'notFound' }
  }
  const missing = missingStep(draft)
  if (missing) return { ok: false, reason: 'incomplete', field: missing }
  const startsAt = (job: LockedJob) => new Date(Math.max(job.onlineFrom?.getTime() ?? now.getTime(), now.getTime()))
  const result = await checkout(
    payload,
    { kind: 'create', userId: viewer!.id, jobId, intent, variantId, code },
    {
      accept: (job) => (job.status !== 'draft' ? 'gone' : job.variantId !== variantId ? 'changed' : null),
      startsAt,
      apply: async (job, order, tx) => {
        const from = startsAt(job)
        await payload.update({
          collection: 'jobs',
          id: jobId,
          data: {
            status: 'published',
            paused: false,
            product: order.product ?? null,
            variant_id: order.variant_id,
            online_from: from.toISOString(),
            online_until: new Date(from.getTime() + order.duration * DAY).toISOString(),
          },
          req: tx.req,
          overrideAccess: true,
        })
      },
    },
    now,
  )
  if (result.ok) return { ...result, jobId }
  const reason = result.reason === 'intent' || result.reason === 'notPaid' || result.reason === 'gone' ? 'notFound' : result.reason
  return { ok: false, reason, field: result.reason === 'expired' || result.reason === 'notFound' ? 'code' : undefined }
}
