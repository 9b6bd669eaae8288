import 'server-only'
import type { Payload } from 'payload'
import { managedInstitutionIds } from '../reviews/viewer.server'

/** The public profiles of the institutions a user manages (active memberships), by name. */
export async function managedProfiles(payload: Payload, userId: number): Promise<{ id: number; name: string }[]> {
  const ids = await managedInstitutionIds(payload, userId)
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'institutions',
    where: { and: [{ id: { in: ids } }, { status: { equals: 'active' } }] },
    select: { name: true },
    sort: 'name',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((d) => ({ id: d.id, name: d.name }))
}
