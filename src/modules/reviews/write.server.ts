import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import { inTransaction, type Transaction } from '@/lib/transaction.server'
import type { Review } from '@/payload-types'
import { getEssentials, type EssentialList, type Essentials } from '../essentials/essentials.server'
import { isReviewId } from './answer-schema'
import { newReviewPublicId } from './public-id'
import { recentReviewPublicId, writeRefusal, type ReviewAuthor, type WriteRefusal } from './rules.server'
import { formValuesOf, RATING_SECTIONS, type ReviewFormValues, type ReviewWrite } from './write-schema'

// Creating and editing a review. New and edited reviews wait for the team (`pending`); the author
// is stored for the team only, and nothing about the request (IP, user agent) is kept.
// The 12-month rule holds under parallel submits: every write takes a transaction-scoped advisory
// lock on its author, checks the rules again inside that transaction and writes there (ADR 0052).

/** The advisory lock's first key (two-key form; the second is the author's id). */
const AUTHOR_LOCK = 731_010

/** Serialises the author's review writes until the transaction ends. */
async function lockAuthor(tx: Transaction, authorId: number): Promise<void> {
  await tx.query(sql`select pg_advisory_xact_lock(${AUTHOR_LOCK}, ${authorId})`)
}

/** `id` is the row id (server side); `publicId` is what the browser may learn (ADR 0018). */
export type WriteResult = { ok: true; id: number; publicId: string } | Refused

/** `existing`: the public id of the author's own review the 12-month rule points to. */
export type Refused = { ok: false; reason: WriteRefusal; field?: string; existing?: string }

/** A refusal with what helps to fix it (for `duplicate`: the author's existing review). */
async function refused(
  payload: Payload,
  author: ReviewAuthor | null,
  target: { institution: number; field: number },
  exceptReviewId?: number,
  req?: PayloadRequest,
): Promise<Refused | null> {
  const refusal = await writeRefusal(payload, author, target, exceptReviewId, req)
  if (!refusal) return null
  if (refusal !== 'duplicate' || !author) return { ok: false, reason: refusal }
  const existing = await recentReviewPublicId(payload, author.id, target.institution, target.field, exceptReviewId, new Date(), req)
  return { ok: false, reason: refusal, ...(existing && { existing }) }
}

/**
 * The rules that depend on the employer and field only, checked as soon as the wizard's first
 * step names them (the final submit checks them again). `exceptReviewId`: the review being edited.
 */
export async function checkReviewTarget(
  payload: Payload,
  author: ReviewAuthor | null,
  input: { institution: number; field: string },
  locale: Locale,
  exceptReviewId?: number,
): Promise<Refused | null> {
  const field = docIdOf(await getEssentials(payload, locale), 'fields', input.field)
  if (field === null) return { ok: false, reason: 'choice', field: 'field' }
  return refused(payload, author, { institution: input.institution, field }, exceptReviewId)
}

type ReviewData = Omit<Review, 'id' | 'public_id' | 'author' | 'status' | 'createdAt' | 'updatedAt' | 'feedback' | 'reject_reason'>

function docIdOf(essentials: Essentials, list: EssentialList, key: string): number | null {
  return essentials.lists[list].find((e) => e.key === key)?.docId ?? null
}

/** The parsed form as review fields; null names the first unknown essential. */
function reviewData(input: ReviewWrite, essentials: Essentials): { data: ReviewData } | { unknown: 'field' | 'level' | 'duration' } {
  const field = docIdOf(essentials, 'fields', input.field)
  if (field === null) return { unknown: 'field' }
  const level = docIdOf(essentials, 'levels', input.level)
  if (level === null) return { unknown: 'level' }
  const duration = docIdOf(essentials, 'review-durations', input.duration)
  if (duration === null) return { unknown: 'duration' }
  const data: ReviewData = {
    institution: input.institution,
    field,
    level,
    employment_status: input.employment_status,
    duration,
    pensum: input.pensum,
    has_housing: input.has_housing,
    salary: input.salary,
    work_hours: input.work_hours,
    work_start_time: input.work_start_time,
    work_end_time: input.work_end_time,
    work_has_night: input.work_has_night,
    work_has_picket: input.work_has_picket,
    recommend: input.recommend,
    improvement: input.improvement,
    is_wsj_exclusive: input.is_wsj_exclusive,
  }
  for (const section of RATING_SECTIONS) {
    data[`${section}_rating`] = input[`${section}_rating`]
    data[`${section}_feedback`] = input[`${section}_feedback`]
  }
  return { data }
}

/**
 * A caller's own claim on the new review, in the review's transaction (the internship's "one
 * review per internship"): `check` runs under the author's lock before the write (false refuses),
 * `link` after it; both or neither are committed.
 */
export interface ReviewClaim {
  check: (tx: Transaction) => Promise<boolean>
  link: (tx: Transaction, reviewId: number) => Promise<void>
}

export type ClaimedWriteResult = WriteResult | { ok: false; reason: 'claimed' }

async function writeNew(payload: Payload, author: ReviewAuthor | null, input: ReviewWrite, locale: Locale, claim?: ReviewClaim): Promise<ClaimedWriteResult> {
  const built = reviewData(input, await getEssentials(payload, locale))
  if ('unknown' in built) return { ok: false, reason: 'choice', field: built.unknown }
  const target = { institution: input.institution, field: built.data.field as number }
  // Checked once before the transaction, so most refusals cost no lock.
  const refusal = await refused(payload, author, target)
  if (refusal) return refusal
  if (!author) return { ok: false, reason: 'login' }
  return inTransaction(
    payload,
    async (tx): Promise<ClaimedWriteResult> => {
      await lockAuthor(tx, author.id)
      const again = await refused(payload, author, target, undefined, tx.req)
      if (again) return again
      if (claim && !(await claim.check(tx))) return { ok: false, reason: 'claimed' }
      const doc = await payload.create({
        collection: 'reviews',
        data: { ...built.data, public_id: newReviewPublicId(), author: author.id, status: 'pending' },
        depth: 0,
        req: tx.req,
        // Reviews are team-only in Payload's rules; writeRefusal above is the author's check.
        overrideAccess: true,
      })
      if (claim) await claim.link(tx, doc.id)
      return { ok: true, id: doc.id, publicId: doc.public_id }
    },
    (result) => result.ok,
  )
}

/** Writes a new review for the author; it waits for the team as `pending`. */
export async function createReview(payload: Payload, author: ReviewAuthor | null, input: ReviewWrite, locale: Locale): Promise<WriteResult> {
  // Without a claim there is no `claimed` refusal.
  return (await writeNew(payload, author, input, locale)) as WriteResult
}

/** A new review and the caller's claim on it, in one transaction (see ReviewClaim). */
export async function createClaimedReview(payload: Payload, author: ReviewAuthor | null, input: ReviewWrite, locale: Locale, claim: ReviewClaim): Promise<ClaimedWriteResult> {
  return writeNew(payload, author, input, locale, claim)
}

async function ownReview(payload: Payload, authorId: number, id: number): Promise<Review | null> {
  if (!isReviewId(id)) return null
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ id: { equals: id } }, { author: { equals: authorId } }] },
    depth: 0,
    limit: 1,
    // Only the author's own row: another user's id finds nothing (no IDOR).
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The author edits their review: it goes back to `pending` (the team looks again) and a previous
 * rejection reason is cleared. The institution stays the one reviewed; the employer's answer stays.
 */
export async function updateOwnReview(payload: Payload, author: ReviewAuthor | null, id: number, input: ReviewWrite, locale: Locale): Promise<WriteResult> {
  if (!author) return { ok: false, reason: 'login' }
  const existing = await ownReview(payload, author.id, id)
  if (!existing) return { ok: false, reason: 'notFound' }
  const institution = relId(existing.institution) ?? input.institution
  const built = reviewData({ ...input, institution }, await getEssentials(payload, locale))
  if ('unknown' in built) return { ok: false, reason: 'choice', field: built.unknown }
  const target = { institution, field: built.data.field as number }
  const refusal = await refused(payload, author, target, id)
  if (refusal) return refusal
  // A new field may meet the 12-month rule: checked again under the author's lock, like a new review.
  return inTransaction(
    payload,
    async (tx): Promise<WriteResult> => {
      await lockAuthor(tx, author.id)
      const again = await refused(payload, author, target, id, tx.req)
      if (again) return again
      await payload.update({
        collection: 'reviews',
        id,
        data: { ...built.data, status: 'pending', reject_reason: null },
        depth: 0,
        req: tx.req,
        // Ownership was checked by ownReview; the collection itself is team-only.
        overrideAccess: true,
      })
      return { ok: true, id, publicId: existing.public_id }
    },
    (result) => result.ok,
  )
}

export interface EditableReview {
  id: number
  publicId: string
  institution: { id: number; name: string }
  values: ReviewFormValues
}

/** The author's review as wizard values, or null for anyone else (no IDOR). */
export async function ownReviewForEdit(payload: Payload, authorId: number, id: number, locale: Locale): Promise<EditableReview | null> {
  const review = await ownReview(payload, authorId, id)
  if (!review) return null
  const essentials = await getEssentials(payload, locale)
  const institutionId = relId(review.institution)
  if (institutionId === null) return null
  const institution = await payload.findByID({ collection: 'institutions', id: institutionId, depth: 0, select: { name: true }, overrideAccess: true, disableErrors: true })
  const answers: Record<string, string | number | boolean | null | undefined> = {
    institution: institutionId,
    field: essentials.keyOf('fields', relId(review.field)),
    level: essentials.keyOf('levels', relId(review.level)),
    employment_status: review.employment_status,
    duration: essentials.keyOf('review-durations', relId(review.duration)),
    pensum: review.pensum,
    has_housing: review.has_housing,
    salary: review.salary,
    work_hours: review.work_hours,
    work_start_time: review.work_start_time,
    work_end_time: review.work_end_time,
    work_has_night: review.work_has_night,
    work_has_picket: review.work_has_picket,
    recommend: review.recommend,
    improvement: review.improvement,
    is_wsj_exclusive: Boolean(review.is_wsj_exclusive),
  }
  for (const section of RATING_SECTIONS) {
    answers[`${section}_rating`] = review[`${section}_rating`]
    answers[`${section}_feedback`] = review[`${section}_feedback`]
  }
  const values = formValuesOf(answers)
  return { id: review.id, publicId: review.public_id, institution: { id: institutionId, name: institution?.name ?? '' }, values }
}
