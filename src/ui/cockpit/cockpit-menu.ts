import { COCKPIT_MENU, type CockpitSection } from '@/modules/accounts/cockpit-routes'
import type { Role } from '@/modules/access/access'
import { paths } from '@/modules/routing/routes'

// The cockpit menu per role. The guards decide what a viewer MAY open (a doctor
// passes the employer sections' guards, docs/product-rules.md#guards); the menu shows what each role works with,
// its home section first. The team sees everything.
const ROLE_MENUS: Record<Role, readonly CockpitSection[]> = {
  ROLE_STUDENT: ['reviews', 'internships', 'internships-finder', 'user'],
  ROLE_DOCTOR: ['reviews', 'user'],
  ROLE_INSTITUTION: ['institutions', 'jobs', 'jobs-create', 'statistics', 'invoices', 'reviews', 'user'],
  ROLE_ADMIN: COCKPIT_MENU,
}

/** The sections in a viewer's cockpit menu, in order; without a role only the account. */
export function cockpitMenuFor(role: string | null | undefined): readonly CockpitSection[] {
  return role && role in ROLE_MENUS ? ROLE_MENUS[role as Role] : ['user']
}

/** Where a section's menu item leads (the job wizard starts on a new ad). */
export function cockpitMenuHref(section: CockpitSection): string {
  return paths.cockpit(section, section === 'jobs-create' ? 'new' : undefined)
}

/** Whether a path (without locale) belongs to a section's menu item. */
export function isMenuItemActive(section: CockpitSection, pathname: string): boolean {
  return pathname === paths.cockpit(section) || pathname.startsWith(`${paths.cockpit(section)}/`)
}
