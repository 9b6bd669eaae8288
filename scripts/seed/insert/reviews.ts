import { newReviewPublicId } from '../../../src/modules/reviews/public-id'
import type { InternshipSpec, ReviewSpec } from '../generate/types'
import { idAt, SYSTEM, type SeedContext } from './context'
import { essentialId, type EssentialIds } from './essentials'

export interface AuthorRefs {
  ids: EssentialIds
  userIds: readonly number[]
  institutionIds: readonly number[]
}

export async function insertReviews(ctx: SeedContext, reviews: readonly ReviewSpec[], refs: AuthorRefs): Promise<number[]> {
  const reviewIds: number[] = []
  for (const r of reviews) {
    const doc = await ctx.payload.create({
      collection: 'reviews',
      data: {
        public_id: newReviewPublicId(),
        author: idAt(refs.userIds, r.author, 'user'),
        status: r.status,
        reject_reason: r.rejectReason,
        institution: idAt(refs.institutionIds, r.institution, 'institution'),
        field: essentialId(refs.ids.fields, r.field, 'fields'),
        level: essentialId(refs.ids.levels, r.level, 'levels'),
        employment_status: r.employmentStatus,
        duration: essentialId(refs.ids.durations, r.duration, 'review-durations'),
        pensum: r.pensum,
        has_housing: r.hasHousing,
        salary: r.salary,
        work_hours: r.workHours,
        work_start_time: r.workStart,
        work_end_time: r.workEnd,
        work_has_night: r.night,
        work_has_picket: r.picket,
        summary_rating: r.ratings.summary,
        summary_feedback: r.feedbacks.summary,
        work_rating: r.ratings.work,
        work_feedback: r.feedbacks.work,
        work_life_rating: r.ratings.work_life,
        work_life_feedback: r.feedbacks.work_life,
        team_rating: r.ratings.team,
        team_feedback: r.feedbacks.team,
        superior_rating: r.ratings.superior,
        superior_feedback: r.feedbacks.superior,
        admin_rating: r.ratings.admin,
        admin_feedback: r.feedbacks.admin,
        learning_rating: r.ratings.learning,
        learning_feedback: r.feedbacks.learning,
        mutual_rating: r.ratings.mutual,
        mutual_feedback: r.feedbacks.mutual,
        recommend: r.recommend,
        improvement: r.improvement,
        is_wsj_exclusive: r.isWsjExclusive,
        feedback: r.employerFeedback
          ? { name: r.employerFeedback.name, function: r.employerFeedback.function, content: r.employerFeedback.content, updated_at: r.employerFeedback.updatedAt }
          : {},
        createdAt: r.createdAt,
        updatedAt: r.employerFeedback?.updatedAt ?? r.createdAt,
      },
      ...SYSTEM,
    })
    reviewIds.push(doc.id)
  }
  return reviewIds
}

export async function insertInternships(ctx: SeedContext, internships: readonly InternshipSpec[], refs: AuthorRefs & { reviewIds: readonly number[] }): Promise<void> {
  const today = new Date(ctx.anchor).toISOString()
  for (const i of internships) {
    // Recorded when it started, planned ones today.
    const recorded = i.start < today ? i.start : today
    await ctx.payload.create({
      collection: 'internships',
      data: {
        user: idAt(refs.userIds, i.user, 'user'),
        institution: idAt(refs.institutionIds, i.institution, 'institution'),
        field: essentialId(refs.ids.fields, i.field, 'fields'),
        start: i.start,
        end: i.end,
        review: i.review === null ? null : idAt(refs.reviewIds, i.review, 'review'),
        createdAt: recorded,
        updatedAt: recorded,
      },
      ...SYSTEM,
    })
  }
}
