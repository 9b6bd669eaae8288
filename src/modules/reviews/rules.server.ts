import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import type { Role } from '../access/access'

// Who may write a review about which institution (docs/product-rules.md#reviews; ADR 0013).
// The collection is team-only in Payload's access rules; these checks are the app's own, applied
// before every write with overrideAccess (the rows are system-written on the author's behalf).

export type WriteRefusal = 'login' | 'role' | 'institution' | 'ownInstitution' | 'duplicate' | 'notFound' | 'choice'

export interface ReviewAuthor {
  id: number
  role: Role | null
}

const WRITER_ROLES: readonly (Role | null)[] = ['ROLE_STUDENT', 'ROLE_DOCTOR', 'ROLE_ADMIN']

/** Students and doctors write reviews; the team may too (support). */
export function mayWriteReviews(role: Role | null | undefined): boolean {
  return WRITER_ROLES.includes(role ?? null)
}

/** "One per institution and field per 12 months": the moment before which older reviews no longer count. */
export function twelveMonthsBefore(now: Date): Date {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - 12)
  return d
}

async function isReviewable(payload: Payload, institutionId: number, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    req,
    collection: 'institutions',
    where: { and: [{ id: { equals: institutionId } }, { status: { equals: 'active' } }, { reviewable: { not_equals: false } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function managesInstitution(payload: Payload, userId: number, institutionId: number, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    req,
    collection: 'memberships',
    where: { and: [{ user: { equals: userId } }, { institution: { equals: institutionId } }, { status: { equals: 'active' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The public id of the author's review of this institution and field within the last 12 months (any status), or null. */
export async function recentReviewPublicId(
  payload: Payload,
  authorId: number,
  institutionId: number,
  fieldId: number,
  exceptReviewId?: number,
  now = new Date(),
  req?: PayloadRequest,
): Promise<string | null> {
  const { docs } = await payload.find({
    req,
    collection: 'reviews',
    where: {
      and: [
        { author: { equals: authorId } },
        { institution: { equals: institutionId } },
        { field: { equals: fieldId } },
        { createdAt: { greater_than: twelveMonthsBefore(now).toISOString() } },
        ...(exceptReviewId ? [{ id: { not_equals: exceptReviewId } }] : []),
      ],
    },
    select: { public_id: true },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    // The author relation is team-only; this check runs for the author, on their own reviews.
    overrideAccess: true,
  })
  return docs[0]?.public_id ?? null
}

/**
 * Every rule a new or edited review must pass, in the order a user can fix them; null = allowed.
 * `exceptReviewId`: the review being edited does not count against the 12-month rule. `req`: the
 * write's transaction (write.server.ts checks again under the author's lock, in it).
 */
export async function writeRefusal(
  payload: Payload,
  author: ReviewAuthor | null,
  target: { institution: number; field: number },
  exceptReviewId?: number,
  req?: PayloadRequest,
): Promise<WriteRefusal | null> {
  if (!author) return 'login'
  if (!mayWriteReviews(author.role)) return 'role'
  if (!(await isReviewable(payload, target.institution, req))) return 'institution'
  if (await managesInstitution(payload, author.id, target.institution, req)) return 'ownInstitution'
  if ((await recentReviewPublicId(payload, author.id, target.institution, target.field, exceptReviewId, new Date(), req)) !== null) return 'duplicate'
  return null
}
