import 'server-only'
import type { Payload } from 'payload'
import { relId } from '@/lib/relations'
import { getEssentials } from '../essentials/essentials.server'

// Who can be named as the parent of a profile ("part of a hospital group", ADR 0042): an active
// profile that is a hospital group (category HOSPITAL_GROUP) or already has a confirmed child
// (a university hospital with its clinics, a group filed under another category). Never the
// profile itself nor one of its own children. A profile's current parent stays choosable, so
// saving the form does not drop a link the team confirmed. The form's list and the write's check
// both use this one rule.

export interface ParentCandidate {
  id: number
  name: string
  contact_city: string | null
}

const MAX_INSTITUTIONS = 5000

export async function parentCandidates(payload: Payload, self: number | null): Promise<ParentCandidate[]> {
  const [essentials, { docs }] = await Promise.all([
    getEssentials(payload, 'de'),
    payload.find({
      collection: 'institutions',
      where: self === null ? { status: { equals: 'active' } } : { or: [{ status: { equals: 'active' } }, { id: { equals: self } }] },
      select: { name: true, contact_city: true, category: true, parent: true, parent_status: true, status: true },
      depth: 0,
      limit: MAX_INSTITUTIONS,
      overrideAccess: true,
    }),
  ])
  const group = essentials.lists.categories.find((e) => e.key === 'HOSPITAL_GROUP')?.docId ?? null
  const active = docs.filter((d) => d.status === 'active')
  const withChildren = new Set(active.filter((d) => d.parent_status === 'active').map((d) => relId(d.parent)))
  const keep = self === null ? null : relId(docs.find((d) => d.id === self)?.parent)
  return active
    .filter((d) => d.id !== self && (self === null || relId(d.parent) !== self))
    .filter((d) => (group !== null && relId(d.category) === group) || withChildren.has(d.id) || d.id === keep)
    .map((d) => ({ id: d.id, name: d.name, contact_city: d.contact_city ?? null }))
}

/** Whether `parent` may be named as the parent of `self` (null: a profile being created). */
export async function mayBeParent(payload: Payload, parent: number, self: number | null): Promise<boolean> {
  return (await parentCandidates(payload, self)).some((c) => c.id === parent)
}
