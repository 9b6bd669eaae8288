import 'server-only'
import type { Payload } from 'payload'
import type { z } from '@/lib/zod'
import type { Locale } from '@/i18n/locales'
import { relId } from '@/lib/relations'
import type { Review } from '@/payload-types'
import { getEssentials, type EssentialList, type Essentials } from '../essentials/essentials.server'
import { ReviewListItemSchema, ReviewReadSchema, toReviewMonth, type ReviewEssential, type ReviewListItem, type ReviewRead } from './shapes'

// Review documents -> the read and list-item shapes. The author is never read here: the
// shapes are strict, so a stray key (author, e-mail, timestamp) fails the parse and the review is
// left out (null) rather than exposed. Who may see which review: ./visibility.ts.

/** What a review shape needs of its institution. */
export interface ReviewInstitutionRef {
  id: number
  name: string
  slug: string
  contact_city: string | null
  /** canton code */
  region: string | null
}

export interface ReviewShapeContext {
  essentials: Essentials
  /** the reviews' institutions by id (see loadReviewShapeContext) */
  institutions: ReadonlyMap<number, ReviewInstitutionRef>
}

/** The review fields the shapes read (author and status are not among them). */
export type ReviewShapeSource = Pick<
  Review,
  | 'id'
  | 'public_id'
  | 'institution'
  | 'field'
  | 'level'
  | 'employment_status'
  | 'duration'
  | 'pensum'
  | 'has_housing'
  | 'salary'
  | 'work_hours'
  | 'work_start_time'
  | 'work_end_time'
  | 'work_has_night'
  | 'work_has_picket'
  | 'summary_rating'
  | 'summary_feedback'
  | 'work_rating'
  | 'work_feedback'
  | 'work_life_rating'
  | 'work_life_feedback'
  | 'team_rating'
  | 'team_feedback'
  | 'superior_rating'
  | 'superior_feedback'
  | 'admin_rating'
  | 'admin_feedback'
  | 'learning_rating'
  | 'learning_feedback'
  | 'mutual_rating'
  | 'mutual_feedback'
  | 'recommend'
  | 'improvement'
  | 'is_wsj_exclusive'
  | 'feedback'
  | 'createdAt'
  | 'updatedAt'
>

/** A Payload `select` for exactly the fields the shapes read: use it so the author is never loaded. */
export const REVIEW_SHAPE_SELECT = {
  public_id: true,
  institution: true,
  field: true,
  level: true,
  employment_status: true,
  duration: true,
  pensum: true,
  has_housing: true,
  salary: true,
  work_hours: true,
  work_start_time: true,
  work_end_time: true,
  work_has_night: true,
  work_has_picket: true,
  summary_rating: true,
  summary_feedback: true,
  work_rating: true,
  work_feedback: true,
  work_life_rating: true,
  work_life_feedback: true,
  team_rating: true,
  team_feedback: true,
  superior_rating: true,
  superior_feedback: true,
  admin_rating: true,
  admin_feedback: true,
  learning_rating: true,
  learning_feedback: true,
  mutual_rating: true,
  mutual_feedback: true,
  recommend: true,
  improvement: true,
  is_wsj_exclusive: true,
  feedback: true,
  createdAt: true,
  updatedAt: true,
} as const

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)
const num = (value: number | null | undefined) => (typeof value === 'number' ? value : null)
const bool = (value: boolean | null | undefined) => (typeof value === 'boolean' ? value : null)
/** HH:MM or null: an odd stored time is left out instead of dropping the whole review. */
const time = (value: string | null | undefined) => (value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value.trim()) ? value.trim() : null)

function essential(essentials: Essentials, list: EssentialList, value: unknown): ReviewEssential | null {
  const id = relId(value)
  const entry = id === null ? undefined : essentials.lists[list].find((e) => e.docId === id)
  return entry ? { id: entry.key, value: entry.value } : null
}

function institutionOf(review: ReviewShapeSource, ctx: ReviewShapeContext): ReviewInstitutionRef | null {
  const id = relId(review.institution)
  return id === null ? null : (ctx.institutions.get(id) ?? null)
}

const hasAnswer = (review: ReviewShapeSource) => text(review.feedback?.content) !== null

function checked<T>(schema: z.ZodType<T>, candidate: unknown, what: string): T | null {
  const parsed = schema.safeParse(candidate)
  if (parsed.success) return parsed.data
  console.warn(`${what} fails its shape`, parsed.error.issues.slice(0, 3))
  return null
}

/** Review (read); null when its institution is unknown to ctx or the result fails the shape. */
export function toReviewRead(review: ReviewShapeSource, ctx: ReviewShapeContext): ReviewRead | null {
  const inst = institutionOf(review, ctx)
  const created = toReviewMonth(review.createdAt)
  if (!inst || !created) return null
  const section = (name: 'learning' | 'team' | 'superior' | 'mutual' | 'admin' | 'work_life') => ({
    rating: num(review[`${name}_rating`]),
    feedback: text(review[`${name}_feedback`]),
  })
  const answered = hasAnswer(review)
  return checked(
    ReviewReadSchema,
    {
      id: review.public_id,
      created_at: created,
      updated_at: toReviewMonth(review.updatedAt) ?? created,
      field: essential(ctx.essentials, 'fields', review.field),
      level: essential(ctx.essentials, 'levels', review.level),
      overview: {
        feedback: text(review.summary_feedback),
        recommendation: bool(review.recommend),
        improvement: text(review.improvement),
        rating: num(review.summary_rating),
        employment: review.employment_status ?? null,
        pensum: review.pensum ?? null,
        duration: essential(ctx.essentials, 'review-durations', review.duration),
      },
      work: {
        rating: num(review.work_rating),
        feedback: text(review.work_feedback),
        hours: num(review.work_hours),
        picket: bool(review.work_has_picket),
        night: bool(review.work_has_night),
        start_time: time(review.work_start_time),
        end_time: time(review.work_end_time),
        salary: num(review.salary),
      },
      learning: section('learning'),
      team: section('team'),
      superior: section('superior'),
      mutual: section('mutual'),
      admin: section('admin'),
      work_life: section('work_life'),
      housing: bool(review.has_housing),
      wbs: null,
      is_wsj_exclusive: Boolean(review.is_wsj_exclusive),
      institution: {
        id: inst.id,
        name: inst.name,
        contact_city: inst.contact_city,
        feedback: answered,
        feedback_content: answered ? text(review.feedback?.content) : null,
        feedback_function: answered ? text(review.feedback?.function) : null,
        feedback_name: answered ? text(review.feedback?.name) : null,
        feedback_updated_at: answered ? toReviewMonth(review.feedback?.updated_at) : null,
      },
    },
    `review ${review.id} (read)`,
  )
}

/** Review (list item); null when its institution is unknown to ctx or the result fails the shape. */
export function toReviewListItem(
  review: Pick<ReviewShapeSource, 'id' | 'public_id' | 'institution' | 'field' | 'level' | 'summary_rating' | 'is_wsj_exclusive' | 'feedback' | 'createdAt'>,
  ctx: ReviewShapeContext,
): ReviewListItem | null {
  const inst = institutionOf(review as ReviewShapeSource, ctx)
  const created = toReviewMonth(review.createdAt)
  if (!inst || !created) return null
  return checked(
    ReviewListItemSchema,
    {
      id: review.public_id,
      created_at: created,
      rating: num(review.summary_rating),
      field: essential(ctx.essentials, 'fields', review.field),
      level: essential(ctx.essentials, 'levels', review.level),
      institution: { id: inst.id, name: inst.name, slug: inst.slug, feedback: hasAnswer(review as ReviewShapeSource), region: inst.region },
      is_wsj_exclusive: Boolean(review.is_wsj_exclusive),
    },
    `review ${review.id} (list item)`,
  )
}

/**
 * Essentials in the viewer's language and the institutions of the given reviews (active or not:
 * an author still sees the reviews of an institution that went offline).
 */
export async function loadReviewShapeContext(payload: Payload, locale: Locale, reviews: readonly Pick<Review, 'institution'>[]): Promise<ReviewShapeContext> {
  const ids = [...new Set(reviews.map((r) => relId(r.institution)).filter((id): id is number => id !== null))]
  const [essentials, institutions] = await Promise.all([
    getEssentials(payload, locale),
    ids.length
      ? payload.find({
          collection: 'institutions',
          where: { id: { in: ids } },
          select: { name: true, slug: true, contact_city: true, region: true },
          depth: 0,
          pagination: false,
          locale,
          // Name, slug, city and canton only: what any review shape shows of its institution.
          overrideAccess: true,
        })
      : null,
  ])
  const map = new Map<number, ReviewInstitutionRef>(
    (institutions?.docs ?? []).map((i) => [
      i.id,
      { id: i.id, name: i.name, slug: i.slug, contact_city: i.contact_city ?? null, region: essentials.keyOf('regions', relId(i.region)) },
    ]),
  )
  return { essentials, institutions: map }
}
