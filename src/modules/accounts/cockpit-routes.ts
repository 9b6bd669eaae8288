import { LOCALE_ALTERNATION } from '@/i18n/locales'
import { REVIEW_PUBLIC_ID_PATTERN } from '../reviews/public-id'
import { paths } from '../routing/routes'
import { resolveGuards, type GuardName } from './guards'
import { MAX_ID } from '@/lib/params'

// The cockpit's guard table (docs/product-rules.md#guards). Resolved at import, so a typo fails the build and the start.
export const COCKPIT_SECTIONS = {
  jobs: resolveGuards(['auth', 'deny-student', 'role']),
  'jobs-create': resolveGuards(['auth', 'deny-student', 'role']),
  user: resolveGuards(['auth']),
  reviews: resolveGuards(['auth', 'role']),
  statistics: resolveGuards(['auth', 'role', 'deny-student']),
  // The employer's invoices: as the job ads, which they pay for.
  invoices: resolveGuards(['auth', 'role', 'deny-student']),
  internships: resolveGuards(['auth', 'student']),
  'internships-finder': resolveGuards(['auth', 'student']),
  institutions: resolveGuards(['auth', 'role']),
} satisfies Record<string, GuardName[]>

export type CockpitSection = keyof typeof COCKPIT_SECTIONS

/** Child screens with guards of their own, run after their section's. */
export const COCKPIT_CHILD_GUARDS: Partial<Record<CockpitSection, Record<string, GuardName[]>>> = {
  reviews: { create: resolveGuards(['reviewer']) },
  // Putting a profile on the platform or asking to manage one: employers (and the team).
  institutions: { create: resolveGuards(['institution']), link: resolveGuards(['institution']) },
}

/** The guards of a cockpit screen: its section's, then the child screen's own. */
export function cockpitGuards(section: CockpitSection, child: string | null): GuardName[] {
  // A child's guards are named by its kind: `create-12` (the wizard for employer 12) is a `create`.
  const kind = child?.split('-')[0]
  return [...COCKPIT_SECTIONS[section], ...((kind && COCKPIT_CHILD_GUARDS[section]?.[kind]) || [])]
}

export interface CockpitPath {
  locale: string
  /** null for /cockpit itself */
  section: CockpitSection | null
  /** the child screen (e.g. `create`, `edit-12`), null for a section's main screen */
  child: string | null
  /** false when the path names no existing cockpit screen (-> 404) */
  exists: boolean
}

const COCKPIT_PATH = new RegExp(`^/(${LOCALE_ALTERNATION})/cockpit(?:/(.*))?$`)

export function cockpitPathOf(pathname: string): CockpitPath | null {
  const match = COCKPIT_PATH.exec(pathname.replace(/\/+$/, ''))
  const locale = match?.[1]
  if (!match || !locale) return null
  const [name, ...child] = (match[2] ?? '').split('/').filter(Boolean)
  if (!name) return { locale, section: null, child: null, exists: true }
  if (!(name in COCKPIT_SECTIONS)) return { locale, section: null, child: null, exists: false }
  const section = name as CockpitSection
  return { locale, section, child: child[0] ?? null, exists: isCockpitScreen(section, child) }
}

// Child screens per section (docs/product-rules.md#guards). Anything else under a section is a 404.
const ID = '[1-9][0-9]{0,9}'
const CHILD_PATTERNS: Record<CockpitSection, RegExp> = {
  jobs: new RegExp(`^(select|(edit|pause|delete|extend|decline)-${ID})$`),
  'jobs-create': new RegExp(`^(new|${ID})$`),
  user: /^(edit|email|role|password|security|alerts|privacy|sessions|delete)$/,
  // Reviews are named by their random public id, never by their row id (ADR 0018).
  // `create-{institution id}`: the wizard with that employer chosen (from its public page).
  reviews: new RegExp(`^(create(-${ID})?|(edit|view|message|feedback)-${REVIEW_PUBLIC_ID_PATTERN})$`),
  statistics: /^$/,
  invoices: /^$/,
  internships: new RegExp(`^(create|(view|delete|review|colleagues)-${ID})$`),
  'internships-finder': new RegExp(`^reviews-${ID}$`),
  institutions: new RegExp(`^(${ID}|link|create|(edit|facts|media|billing|description)-${ID})$`),
}

/** Whether a cockpit path (section + child segments) names a screen that exists. */
export function isCockpitScreen(section: CockpitSection, child: readonly string[]): boolean {
  if (child.length === 0) return section !== 'jobs-create'
  const [screen] = child
  if (child.length !== 1 || screen === undefined || !CHILD_PATTERNS[section].test(screen)) return false
  // A review's public id is hex: its digits are no integer (and may run longer than one).
  return section === 'reviews' || (screen.match(/\d+/g) ?? []).every((id) => Number(id) <= MAX_ID) // ids are PostgreSQL integers: a larger one names no screen (404)
}

/** Sections a viewer can open, in menu order. */
export const COCKPIT_MENU: CockpitSection[] = ['institutions', 'jobs', 'jobs-create', 'statistics', 'invoices', 'reviews', 'internships', 'internships-finder', 'user']

/** Where /cockpit leads, by role (a path without the language). */
export function cockpitHome(role: string | null): string {
  switch (role) {
    // Students plan their elective year; doctors read and write reviews.
    case 'ROLE_STUDENT':
      return paths.cockpit('internships')
    case 'ROLE_DOCTOR':
      return paths.cockpit('reviews')
    case 'ROLE_INSTITUTION':
      return paths.cockpit('institutions')
    case 'ROLE_ADMIN':
      return paths.cockpit('jobs')
    default:
      return paths.cockpit('user', 'role')
  }
}
