import 'server-only'
import type { Payload } from 'payload'
import { relId } from '@/lib/relations'
import type { User } from '@/payload-types'
import type { ReviewViewer } from './visibility'

/** Ids of the institutions the user manages (active memberships). */
export async function managedInstitutionIds(payload: Payload, userId: number): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { and: [{ user: { equals: userId } }, { status: { equals: 'active' } }] },
    select: { institution: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((m) => relId(m.institution)).filter((id): id is number => id !== null)
}

/** The viewer for ./visibility.ts and the institutions they manage; anonymous = { viewer: null, managed: [] }. */
export async function reviewViewerOf(payload: Payload, user: Pick<User, 'id' | 'role'> | null): Promise<{ viewer: ReviewViewer | null; managed: number[] }> {
  if (!user) return { viewer: null, managed: [] }
  return { viewer: { id: user.id, role: user.role ?? null }, managed: await managedInstitutionIds(payload, user.id) }
}
