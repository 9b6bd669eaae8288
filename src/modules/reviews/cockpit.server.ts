import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import type { User } from '@/payload-types'
import { isReviewId } from './answer-schema'
import { OwnerReviewItemSchema, type CockpitReviews, type OwnerReviewItem } from './cockpit-shapes'
import { loadReviewShapeContext, REVIEW_SHAPE_SELECT, toReviewListItem, toReviewRead } from './shapes.server'
import { sortReviewsByMonth, startOfReviewMonth, withoutSalary, type ReviewListItem, type ReviewRead } from './shapes'
import { twelveMonthsBefore } from './rules.server'
import { reviewViewerOf } from './viewer.server'
import { canReadWsjExclusive, isVisibleTo } from './visibility'

// The cockpit's review lists and single review (GET /api/fn/user/reviews, /api/fn/user/review and
// /{lang}/cockpit/reviews). "owner": the viewer's own reviews, every status, with the team's
// reason for a rejection. "new": for managers, the published reviews of the institutions they
// manage written in the last NEW_DAYS days, and those of the last 12 months still without an
// answer (ADR 0013). Both windows start at the beginning of a Swiss month, so a review leaves the
// list at a moment that tells its month only, not when exactly it was written; the list is ordered
// newest month first and by public id inside a month, which tells no order of writing (ADR 0018).

export const NEW_DAYS = 90
const LIST_LIMIT = 100
const DAY_MS = 24 * 60 * 60 * 1000

type Viewer = Pick<User, 'id' | 'role'>

const LIST_SELECT = { public_id: true, institution: true, field: true, level: true, summary_rating: true, is_wsj_exclusive: true, feedback: true, createdAt: true } as const

/** The viewer's own reviews, newest first, with status and rejection reason. */
export async function ownerReviews(payload: Payload, user: Viewer, locale: Locale): Promise<OwnerReviewItem[]> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { author: { equals: user.id } },
    select: { ...LIST_SELECT, status: true, reject_reason: true },
    sort: '-createdAt',
    depth: 0,
    limit: LIST_LIMIT,
    // The author's own rows only (the where above); author itself is not selected.
    overrideAccess: true,
  })
  const ctx = await loadReviewShapeContext(payload, locale, docs)
  return docs.flatMap((doc) => {
    const item = toReviewListItem(doc, ctx)
    if (!item) return []
    const owner = OwnerReviewItemSchema.safeParse({ ...item, status: doc.status, reject_reason: doc.status === 'rejected' ? doc.reject_reason?.trim() || null : null })
    return owner.success ? [owner.data] : []
  })
}

/** New reviews of the institutions the viewer manages (empty for everyone else). */
export async function newReviewsForManager(payload: Payload, user: Viewer, locale: Locale, now = new Date()): Promise<ReviewListItem[]> {
  const { viewer, managed } = await reviewViewerOf(payload, user)
  if (!viewer || managed.length === 0) return []
  const conditions: Where[] = [
    { status: { equals: 'published' } },
    { institution: { in: managed } },
    {
      or: [
        { createdAt: { greater_than_equal: startOfReviewMonth(new Date(now.getTime() - NEW_DAYS * DAY_MS)).toISOString() } },
        {
          and: [
            { createdAt: { greater_than_equal: startOfReviewMonth(twelveMonthsBefore(now)).toISOString() } },
            { or: [{ 'feedback.content': { exists: false } }, { 'feedback.content': { equals: '' } }] },
          ],
        },
      ],
    },
  ]
  if (!canReadWsjExclusive(viewer)) conditions.push({ is_wsj_exclusive: { not_equals: true } })
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: conditions },
    select: { ...LIST_SELECT, status: true },
    depth: 0,
    // All of the (at most 12) months: the order is decided below, the limit applies after it.
    pagination: false,
    // Filtered to published reviews of managed institutions; isVisibleTo below checks each one again.
    overrideAccess: true,
  })
  // Newest month first, random inside a month (ADR 0018): the employer learns no order of writing.
  const visible = sortReviewsByMonth(docs)
    .filter((doc) => {
      const institution = relId(doc.institution)
      return institution !== null && isVisibleTo({ institution, is_wsj_exclusive: doc.is_wsj_exclusive, status: doc.status }, viewer, managed)
    })
    .slice(0, LIST_LIMIT)
  const ctx = await loadReviewShapeContext(payload, locale, visible)
  return visible.flatMap((doc) => toReviewListItem(doc, ctx) ?? [])
}

export async function cockpitReviews(payload: Payload, user: Viewer, locale: Locale): Promise<CockpitReviews> {
  const [owner, fresh] = await Promise.all([ownerReviews(payload, user, locale), newReviewsForManager(payload, user, locale)])
  return { owner, new: fresh }
}

export interface ViewedReview {
  review: ReviewRead
  /** the viewer wrote it (may edit it, sees status and reason) */
  own: { status: 'pending' | 'published' | 'rejected'; reject_reason: string | null } | null
  /** the viewer manages its institution and may answer it */
  answerable: boolean
}

/**
 * One review for the viewer: their own in any status, others when ./visibility allows it.
 * Null for everything else, so a foreign or unknown id tells nothing (no IDOR).
 */
export async function reviewForViewer(payload: Payload, user: Viewer | null, id: number, locale: Locale): Promise<ViewedReview | null> {
  if (!user || !isReviewId(id)) return null
  const doc = await payload.findByID({
    collection: 'reviews',
    id,
    depth: 0,
    select: { ...REVIEW_SHAPE_SELECT, status: true, reject_reason: true, author: true },
    disableErrors: true,
    // Ownership and visibility are decided below; the author id never leaves this function.
    overrideAccess: true,
  })
  const institution = relId(doc?.institution)
  if (!doc || institution === null) return null
  const isOwn = relId(doc.author) === user.id
  const { viewer, managed } = await reviewViewerOf(payload, user)
  const visible = isVisibleTo({ institution, is_wsj_exclusive: doc.is_wsj_exclusive, status: doc.status }, viewer, managed)
  if (!isOwn && !visible) return null
  const read = toReviewRead(doc, await loadReviewShapeContext(payload, locale, [doc]))
  if (!read) return null
  return {
    review: isOwn ? read : withoutSalary(read),
    own: isOwn ? { status: doc.status, reject_reason: doc.status === 'rejected' ? doc.reject_reason?.trim() || null : null } : null,
    answerable: visible && managed.includes(institution),
  }
}
