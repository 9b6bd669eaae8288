import 'server-only'
import type { Payload } from 'payload'
import { relId } from '@/lib/relations'
import type { User } from '@/payload-types'
import { isAdminUser } from '../access/access'

// Who may do what with an employer profile. Every cockpit screen, action and
// call asks here, on the server, with the viewer's user:
// - the team (ROLE_ADMIN) manages every profile;
// - an active member manages its institution;
// - an active member of a parent manages the children whose parent link the team confirmed
//   (parent_status 'active'); a requested link gives nothing;
// - a requested (or rejected) member sees its own request and changes nothing;
// - anyone else: nothing (the screens answer 404, the calls null).

export type InstitutionRole = 'team' | 'member' | 'parent-member' | 'requested' | 'rejected'
export type Viewer = Pick<User, 'id' | 'role'>

/** Whether a role may change the profile's data (not only look at its own request). */
export const mayManage = (role: InstitutionRole | null): role is 'team' | 'member' | 'parent-member' => role === 'team' || role === 'member' || role === 'parent-member'

interface MembershipRow {
  institution: number
  status: 'requested' | 'active' | 'rejected'
}

async function membershipsOf(payload: Payload, userId: number): Promise<MembershipRow[]> {
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { user: { equals: userId } },
    select: { institution: true, status: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.flatMap((m) => {
    const institution = relId(m.institution)
    return institution === null ? [] : [{ institution, status: m.status }]
  })
}

/** Children whose parent link to one of `parents` the team confirmed. */
async function confirmedChildren(payload: Payload, parents: number[]): Promise<number[]> {
  if (parents.length === 0) return []
  const { docs } = await payload.find({
    collection: 'institutions',
    where: { and: [{ parent: { in: parents } }, { parent_status: { equals: 'active' } }] },
    select: { name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((d) => d.id)
}

/** The viewer's role for one institution, or null (also for an institution that does not exist). */
export async function institutionRoleOf(payload: Payload, viewer: Viewer | null, institutionId: number): Promise<InstitutionRole | null> {
  if (!viewer) return null
  const institution = await payload.findByID({
    collection: 'institutions',
    id: institutionId,
    select: { parent: true, parent_status: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!institution) return null
  if (isAdminUser(viewer as User)) return 'team'
  const memberships = await membershipsOf(payload, viewer.id)
  const own = memberships.find((m) => m.institution === institutionId)
  if (own?.status === 'active') return 'member'
  const parent = relId(institution.parent)
  if (parent !== null && institution.parent_status === 'active' && memberships.some((m) => m.institution === parent && m.status === 'active')) return 'parent-member'
  return own ? own.status : null
}

export interface UserInstitutionIds {
  /** profiles the viewer manages: active memberships and their confirmed children */
  active: number[]
  /** the viewer's open requests (a new profile or a link to an existing one) */
  requested: number[]
  /** requests the team declined (shown with the reason until the user removes them) */
  rejected: number[]
}

/** The viewer's institutions by state (GET /api/fn/user/institutions answers active and requested). */
export async function userInstitutionIds(payload: Payload, viewer: Viewer): Promise<UserInstitutionIds> {
  const memberships = await membershipsOf(payload, viewer.id)
  const direct = memberships.filter((m) => m.status === 'active').map((m) => m.institution)
  const children = await confirmedChildren(payload, direct)
  const active = [...new Set([...direct, ...children])]
  const pick = (status: MembershipRow['status']) => memberships.filter((m) => m.status === status && !active.includes(m.institution)).map((m) => m.institution)
  return { active, requested: pick('requested'), rejected: pick('rejected') }
}
