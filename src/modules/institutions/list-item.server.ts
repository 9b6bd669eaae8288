import 'server-only'
import type { Payload } from 'payload'
import type { Institution } from '@/payload-types'
import { mediaUrl, relId, relIds } from '@/lib/relations'
import type { Essentials } from '../essentials/essentials.server'
import { onlineJobsWhere } from '../jobs/state'
import { isProfessional } from './professional.server'
import type { InstitutionListItem, InstitutionTreeItem } from './schemas'

const average = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null)

/** List items for a handful of institutions (online job counts, fields, published review figures). */
export async function toInstitutionListItems(payload: Payload, institutions: Institution[], essentials: Essentials): Promise<InstitutionListItem[]> {
  const ids = institutions.map((i) => i.id)
  if (ids.length === 0) return []
  const [{ docs: jobs }, { docs: reviews }] = await Promise.all([
    payload.find({
      collection: 'jobs',
      where: { and: [onlineJobsWhere(), { institution: { in: ids } }] },
      select: { institution: true, fields: true, product: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'reviews',
      where: { and: [{ status: { equals: 'published' } }, { institution: { in: ids } }] },
      select: { public_id: true, institution: true, summary_rating: true, is_wsj_exclusive: true },
      depth: 0,
      pagination: false,
      // Only public ids and ratings leave this function; the author is never read.
      overrideAccess: true,
    }),
  ])
  return institutions.map((inst) => {
    const own = jobs.filter((j) => relId(j.institution) === inst.id)
    const fieldKeys = new Set(
      own
        .flatMap((j) => relIds(j.fields))
        .map((id) => essentials.keyOf('fields', id))
        .filter((k): k is string => k !== null),
    )
    const ownReviews = reviews.filter((r) => relId(r.institution) === inst.id)
    const open = ownReviews.filter((r) => !r.is_wsj_exclusive)
    const wsj = ownReviews.filter((r) => r.is_wsj_exclusive)
    return {
      id: inst.id,
      slug: inst.slug,
      name: inst.name,
      parent: relId(inst.parent),
      jobs_amount: own.length,
      contact_city: inst.contact_city ?? null,
      region: essentials.keyOf('regions', relId(inst.region)),
      category: essentials.keyOf('categories', relId(inst.category)),
      is_professional: isProfessional(
        inst.is_professional,
        own.some((j) => relId(j.product) !== null),
      ),
      fields: [...fieldKeys],
      // Public ids in their (random) sort order: neither row ids nor an order of writing (ADR 0018).
      reviews: open.map((r) => r.public_id).sort(),
      reviews_value: average(open.map((r) => r.summary_rating).filter((n): n is number => typeof n === 'number')),
      reviews_wsj: wsj.map((r) => r.public_id).sort(),
      reviews_wsj_value: average(wsj.map((r) => r.summary_rating).filter((n): n is number => typeof n === 'number')),
      logo: mediaUrl(inst.logo),
      header: mediaUrl(inst.header),
    }
  })
}

/** Groups list items under their parents (a parent missing from the list keeps its children at top level). */
export function groupInstitutions(items: InstitutionListItem[]): InstitutionTreeItem[] {
  const byId = new Map(items.map((i) => [i.id, { ...i, children: [] as InstitutionTreeItem[] }]))
  const roots: InstitutionTreeItem[] = []
  for (const node of byId.values()) {
    const parent = node.parent !== null ? byId.get(node.parent) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
