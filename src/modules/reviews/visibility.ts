import type { Role } from '../access/access'

// Who may read which review (docs/product-rules.md#reviews; ADR 0012). Pure functions: the caller
// passes the viewer (null = anonymous) and the ids of the institutions the viewer manages (active
// memberships), so the rules are the same for pages, API calls and tests.
//
// - anonymous, no role, manager of another institution: ratings and counts only, no texts
// - student, doctor, manager of the reviewed institution: texts of published reviews
// - is_wsj_exclusive reviews: students only (not doctors, not managers)
// - admin: every published review, WSJ-exclusive included
// Pending and rejected reviews are never shown here, to anyone (the team moderates in /admin; an
// author's own reviews are an ownership question for the cockpit, not a visibility one).

export interface ReviewViewer {
  id: number
  role: Role | null
}

/** The review facts visibility depends on. */
export interface ReviewVisibilityFacts {
  institution: number
  is_wsj_exclusive: boolean | null | undefined
  status: 'pending' | 'published' | 'rejected'
}

const manages = (managed: readonly number[], institutionId: number) => managed.includes(institutionId)

/** May the viewer read review texts (not only ratings and counts) of this institution? */
export function canReadReviewTexts(viewer: ReviewViewer | null, institutionId: number, managedInstitutionIds: readonly number[]): boolean {
  if (!viewer) return false
  if (viewer.role === 'ROLE_ADMIN' || viewer.role === 'ROLE_STUDENT' || viewer.role === 'ROLE_DOCTOR') return true
  return manages(managedInstitutionIds, institutionId)
}

/** May the viewer read WSJ-exclusive reviews? Students (and the team) only. */
export function canReadWsjExclusive(viewer: ReviewViewer | null): boolean {
  return viewer?.role === 'ROLE_STUDENT' || viewer?.role === 'ROLE_ADMIN'
}

/** May the viewer read this review's texts? */
export function isVisibleTo(review: ReviewVisibilityFacts, viewer: ReviewViewer | null, managedInstitutionIds: readonly number[]): boolean {
  if (review.status !== 'published') return false
  if (!canReadReviewTexts(viewer, review.institution, managedInstitutionIds)) return false
  return review.is_wsj_exclusive ? canReadWsjExclusive(viewer) : true
}
