import { LOCALE_ALTERNATION } from '@/i18n/locales'
import { cockpitPathOf } from './cockpit-routes'

/**
 * Why a visitor meets the login: what the page they wanted (`next=`) needs an account for. The
 * login page and the 401 page explain it in these words (`auth.reasons.{reason}`), so a visitor who
 * followed "Für Arbeitgeber" or "Eigene Bewertung schreiben" reads why, not a bare form.
 */
export const LOGIN_REASONS = ['employerProfile', 'employer', 'reviewWrite', 'reviews', 'reviewTexts', 'internships', 'alerts', 'account'] as const
export type LoginReason = (typeof LOGIN_REASONS)[number]

const INSTITUTION_PAGE = new RegExp(`^/(${LOCALE_ALTERNATION})/institution/[^/]+$`)

/** The reason for a `next` path (a path with the language); null when there is nothing to say (no next, /admin, a public page). */
export function loginReasonOf(next: string | null | undefined): LoginReason | null {
  if (!next) return null
  const path = next.split(/[?#]/)[0] ?? ''
  // "Log in to read the review texts" on an institution's page leads back to that page.
  if (INSTITUTION_PAGE.test(path)) return 'reviewTexts'
  const cockpit = cockpitPathOf(path)
  if (!cockpit?.exists) return null
  const kind = cockpit.child?.split('-')[0] ?? null
  switch (cockpit.section) {
    case 'institutions':
      return kind === 'create' ? 'employerProfile' : 'employer'
    case 'jobs':
    case 'jobs-create':
    case 'statistics':
    case 'invoices':
      return 'employer'
    case 'reviews':
      return kind === 'create' ? 'reviewWrite' : 'reviews'
    case 'internships':
    case 'internships-finder':
      return 'internships'
    case 'user':
      return kind === 'alerts' ? 'alerts' : 'account'
    default:
      return 'account'
  }
}
