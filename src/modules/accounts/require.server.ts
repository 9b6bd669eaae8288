import 'server-only'
import { forbidden, redirect, unauthorized } from 'next/navigation'
import type { Role } from '../access/access'
import { COCKPIT_SECTIONS, type CockpitSection } from './cockpit-routes'
import { runGuards } from './guards'
import { currentUser, type SessionUser } from './session.server'
import { localePath, paths } from '@/modules/routing/routes'

/**
 * The same guards the proxy applies, enforced again where the page renders: a page never trusts
 * that the request came through the proxy.
 */
export async function requireCockpitSection(section: CockpitSection, locale: string): Promise<SessionUser> {
  const user = await currentUser()
  const outcome = runGuards(COCKPIT_SECTIONS[section], user ? { role: (user.role as Role | null | undefined) ?? null } : null)
  if (outcome.kind === 'status') {
    if (outcome.status === 401) unauthorized()
    forbidden()
  }
  if (outcome.kind === 'pick-role') redirect(localePath(locale, paths.cockpit('user', 'role')))
  if (!user) unauthorized()
  return user
}
