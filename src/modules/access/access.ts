import type { Access, FieldAccess, PayloadRequest } from 'payload'
import type { User } from '@/payload-types'

// Tiny access rules for Payload collections. Domain code passes the viewer's user and
// overrideAccess: false, so these rules hold for every caller, not only /admin.

/** The roles (docs/product-rules.md#roles): the options of users.role, from which Payload generates `User['role']`. */
export const ROLES = ['ROLE_STUDENT', 'ROLE_DOCTOR', 'ROLE_INSTITUTION', 'ROLE_ADMIN'] as const satisfies readonly NonNullable<User['role']>[]
export type Role = NonNullable<User['role']>
// Fails to compile when the generated type names a role this list lacks (both ways: see `satisfies` above).
const everyRoleListed: Exclude<Role, (typeof ROLES)[number]> extends never ? true : never = true
void everyRoleListed
/** The roles a user may pick for themselves (the team is appointed, never picked). */
export const PICKABLE_ROLES = ['ROLE_STUDENT', 'ROLE_DOCTOR', 'ROLE_INSTITUTION'] as const satisfies readonly Role[]

export function isAdminUser(user: PayloadRequest['user']): boolean {
  return Boolean(user && 'role' in user && user.role === 'ROLE_ADMIN')
}

export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const anyone: Access = () => true
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)
