import type { MembershipSpec, UserSpec } from '../generate/types'
import { SKIP_DECISION_MAILS } from '../../../src/modules/institutions/decision-context'
import { idAt, SYSTEM, type SeedContext } from './context'

/** Creates verified accounts (no verification mail); returns ids in spec order. */
export async function insertUsers(ctx: SeedContext, users: readonly UserSpec[]): Promise<number[]> {
  const ids: number[] = []
  for (const user of users) {
    const doc = await ctx.payload.create({
      collection: 'users',
      data: {
        email: user.email,
        password: user.password,
        first_name: user.firstName,
        last_name: user.lastName,
        gender: user.gender,
        role: user.role,
        locale: user.locale,
        _verified: true,
        // Elective year (ADR 0037): the demo students and every second other student accept
        // messages from colleagues; a few other students hid themselves from colleagues.
        ...(user.role === 'ROLE_STUDENT' && {
          colleagues_contact: user.label !== null || ids.length % 2 === 0,
          colleagues_hidden: user.label === null && ids.length % 7 === 3,
        }),
      },
      disableVerificationEmail: true,
      ...SYSTEM,
    })
    ids.push(doc.id)
  }
  // _verified is a field with its own access rule; make sure the system write really set it.
  const unverified = await ctx.payload.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE _verified IS NOT TRUE')
  if ((unverified.rows[0]?.n ?? 0) > 0) {
    await ctx.payload.db.pool.query('UPDATE users SET _verified = true, _verificationtoken = NULL')
  }
  return ids
}

export async function insertMemberships(ctx: SeedContext, memberships: readonly MembershipSpec[], userIds: readonly number[], institutionIds: readonly number[]): Promise<void> {
  for (const m of memberships) {
    await ctx.payload.create({
      collection: 'memberships',
      data: { user: idAt(userIds, m.user, 'user'), institution: idAt(institutionIds, m.institution, 'institution'), status: m.status },
      // Demo requests are no news for the team's inbox.
      context: { [SKIP_DECISION_MAILS]: true },
      ...SYSTEM,
    })
  }
}
