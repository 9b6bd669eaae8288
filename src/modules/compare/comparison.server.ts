import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { findActiveInstitution, type InstitutionDetail } from '../institutions/public.server'
import { onlineJobsPerField, type JobsInField } from '../jobs/jobs-per-field.server'
import { findInstitutionReviews, type InstitutionReviews } from '../reviews/institution-reviews.server'
import { filterDictionary } from '../search-path/dictionary.server'

// What the employer comparison shows (ADR 0064): for each employer the very figures its own page
// shows, from the same functions (profile and facts: findActiveInstitution; review averages, counts
// and the hours and pay from 5 reviews on: findInstitutionReviews), plus its online ads per field.
// Public: the reviews are read as by an anonymous visitor, so no review text is ever loaded and the
// page is the same for everyone (docs/product-rules.md#reviews).

export interface ComparedEmployer {
  institution: InstitutionDetail
  /** figures only: `texts` is always { access: 'login' } here */
  reviews: Pick<InstitutionReviews, 'summary' | 'overall' | 'insights'>
  jobsPerField: JobsInField[]
}

export interface Comparison {
  /** the active employers among the ids, in the ids' order */
  employers: ComparedEmployer[]
  /** ids that name no active employer (unknown, inactive or removed): the page says so */
  dropped: number[]
}

/** One employer's column, or null when the id names no active employer. */
export async function comparedEmployer(payload: Payload, id: number, locale: Locale): Promise<ComparedEmployer | null> {
  const institution = await findActiveInstitution(payload, id, locale)
  if (!institution) return null
  const [reviews, jobsPerField] = await Promise.all([
    findInstitutionReviews(payload, { institutionId: id, locale, viewer: null, managed: [], contractHours: institution.facts?.weekly_hours ?? null }),
    onlineJobsPerField(payload, id, locale, await filterDictionary(payload)),
  ])
  return { institution, reviews: { summary: reviews.summary, overall: reviews.overall, insights: reviews.insights }, jobsPerField }
}

/** The comparison of these ids (already parsed, at most MAX_COMPARED). */
export async function loadComparison(payload: Payload, ids: readonly number[], locale: Locale): Promise<Comparison> {
  const columns = await Promise.all(ids.map((id) => comparedEmployer(payload, id, locale)))
  return {
    employers: columns.filter((c): c is ComparedEmployer => c !== null),
    dropped: ids.filter((_, index) => columns[index] === null),
  }
}
