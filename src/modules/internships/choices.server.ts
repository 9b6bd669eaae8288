import 'server-only'
import type { Payload } from 'payload'

/** Active institutions (id, name, town) for the create form's search, by name. */
export async function institutionChoices(payload: Payload): Promise<{ id: number; name: string; city: string | null }[]> {
  const { docs } = await payload.find({
    collection: 'institutions',
    where: { status: { equals: 'active' } },
    select: { name: true, contact_city: true },
    sort: 'name',
    depth: 0,
    pagination: false,
    // Public facts of active institutions only (what the institution search shows).
    overrideAccess: true,
  })
  return docs.map((d) => ({ id: d.id, name: d.name, city: d.contact_city ?? null }))
}
