import type { Access, FieldAccess, PayloadRequest } from 'payload'

// Tiny access rules for Payload collections. Domain code passes the viewer's user and
// overrideAccess: false, so these rules hold for every caller, not only /admin.

export type Role = 'ROLE_STUDENT' | 'ROLE_DOCTOR' | 'ROLE_INSTITUTION' | 'ROLE_ADMIN'
export const ROLES: readonly Role[] = ['ROLE_STUDENT', 'ROLE_DOCTOR', 'ROLE_INSTITUTION', 'ROLE_ADMIN']
export const PICKABLE_ROLES = ['ROLE_STUDENT', 'ROLE_DOCTOR', 'ROLE_INSTITUTION'] as const

export function isAdminUser(user: PayloadRequest['user']): boolean {
  return Boolean(user && 'role' in user && user.role === 'ROLE_ADMIN')
}

export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const anyone: Access = () => true
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)
