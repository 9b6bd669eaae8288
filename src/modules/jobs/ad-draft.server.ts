import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { relId, relIds } from '@/lib/relations'
import type { Job } from '@/payload-types'
import { getEssentials } from '../essentials/essentials.server'
import { slugify } from '../essentials/slugify'
import { institutionRoleOf, mayManage, userInstitutionIds, type Viewer } from '../institutions/membership.server'
import { checkout, pricedVariant, type CheckoutResult } from '../orders/checkout.server'
import type { CommonInput, FormatInput } from './ad-schema'
import { JOB_SECTIONS } from './apply-target'

// The job-ad wizard's draft (issue 11 point 1): a job row with status "draft", saved at every
// step, so it survives a reload and shows in the cockpit's draft group. Only those who actively
// manage its institution (or the team) read or change it; checkout turns it into a paid, published
// ad with online_from and online_until = online_from + the package's days.

export type DraftRefusal = { ok: false; reason: 'notFound' | 'forbidden' | 'variant' | 'incomplete' | 'expired' | 'billing' | 'settings'; field?: string; message?: string }
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

export async function savePackage(payload: Payload, viewer: Viewer | null, jobId: number, variantId: number, locale: Locale): Promise<DraftResult> {
  const variant = await pricedVariant(payload, variantId, locale)
  if (!variant) return { ok: false, reason: 'variant', field: 'variant_id', message: 'choosePackage' }
  return update(payload, viewer, jobId, { product: variant.productId, variant_id: variantId })
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
 * Checkout: the order and invoice (orders/checkout.server.ts), then the ad is published for the
 * package's days from online_from (or from now, when that day has passed meanwhile).
 */
export async function checkoutDraft(
  payload: Payload,
  viewer: Viewer | null,
  jobId: number,
  code: string,
  now = new Date(),
): Promise<DraftResult | (CheckoutResult & { ok: true; jobId: number })> {
  const draft = await draftFor(payload, viewer, jobId)
  if (!draft) return { ok: false, reason: 'notFound' }
  const missing = missingStep(draft)
  if (missing) return { ok: false, reason: 'incomplete', field: missing }
  const startsAt = new Date(Math.max(new Date(draft.online_from!).getTime(), now.getTime()))
  // One checkout per draft, even when the button is pressed twice: the draft is claimed first
  // (published but paused, so not online yet) and given back if the checkout does not happen.
  const claimed = await payload.db.pool.query(`UPDATE jobs SET status = 'published', paused = true WHERE id = $1 AND status = 'draft' RETURNING id`, [jobId])
  if (claimed.rowCount !== 1) return { ok: false, reason: 'notFound' }
  const giveBack = () => payload.db.pool.query(`UPDATE jobs SET status = 'draft', paused = false WHERE id = $1`, [jobId])
  let result: CheckoutResult
  try {
    result = await checkout(
      payload,
      { kind: 'create', institutionId: relId(draft.institution)!, userId: viewer!.id, jobId, jobTitle: draft.title, variantId: draft.variant_id!, code, startsAt },
      now,
    )
  } catch (err) {
    await giveBack()
    throw err
  }
  if (!result.ok) await giveBack()
  if (!result.ok)
    return { ok: false, reason: result.reason === 'notFound' ? 'notFound' : result.reason, field: result.reason === 'expired' || result.reason === 'notFound' ? 'code' : undefined }
  await payload.update({
    collection: 'jobs',
    id: jobId,
    data: { status: 'published', paused: false, online_from: startsAt.toISOString(), online_until: new Date(startsAt.getTime() + result.order.duration * DAY).toISOString() },
    overrideAccess: true,
  })
  return { ...result, jobId }
}
