import 'server-only'
import type { Payload } from 'payload'

/** An institution to pick in a form: id, name and town. */
export interface InstitutionChoice {
  id: number
  name: string
  city: string | null
}

/**
 * Active institutions by name, for the forms that pick one (the review wizard, a new internship):
 * only reviewable ones with `reviewable`, without `excludeIds` (e.g. the ones a reviewer manages).
 */
export async function institutionChoices(
  payload: Payload,
  { reviewable = false, excludeIds = [] }: { reviewable?: boolean; excludeIds?: readonly number[] } = {},
): Promise<InstitutionChoice[]> {
  const { docs } = await payload.find({
    collection: 'institutions',
    where: {
      and: [{ status: { equals: 'active' } }, ...(reviewable ? [{ reviewable: { not_equals: false } }] : []), ...(excludeIds.length ? [{ id: { not_in: [...excludeIds] } }] : [])],
    },
    select: { name: true, contact_city: true },
    sort: 'name',
    depth: 0,
    pagination: false,
    // Public facts of active institutions only (the same rows the institution search shows).
    overrideAccess: true,
  })
  return docs.map((d) => ({ id: d.id, name: d.name, city: d.contact_city ?? null }))
}
