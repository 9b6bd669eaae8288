import 'server-only'
import type { Payload } from 'payload'
import { relId } from '@/lib/relations'
import { onlineJobsWhere } from '../jobs/state'

// Whether an institution is professional (docs/product-rules.md#institutions:
// derived from the team's flag and the ads with a package). The one rule for every shape that
// carries `is_professional` (list items, the detail, the institution of a job); the search's
// "professional" filter applies the same rule in SQL (search-sql.ts, institutionSetsSql).

/** The rule: the team's flag, or at least one online ad with a product (a package bought). */
export function isProfessional(flag: boolean | null | undefined, hasOnlinePaidAd: boolean): boolean {
  return flag === true || hasOnlinePaidAd
}

/** Of these institutions, the ids that are professional (one query for those without the flag). */
export async function professionalIds(payload: Payload, institutions: { id: number; is_professional?: boolean | null }[]): Promise<Set<number>> {
  const flagged = institutions.filter((i) => isProfessional(i.is_professional, false)).map((i) => i.id)
  const others = institutions.filter((i) => !flagged.includes(i.id)).map((i) => i.id)
  if (others.length === 0) return new Set(flagged)
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { and: [onlineJobsWhere(), { institution: { in: others } }, { product: { exists: true } }] },
    select: { institution: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const paid = new Set(docs.map((j) => relId(j.institution)).filter((id): id is number => id !== null))
  return new Set([...flagged, ...others.filter((id) => isProfessional(false, paid.has(id)))])
}
