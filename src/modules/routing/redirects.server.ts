import 'server-only'
import type { Payload } from 'payload'
import type { RouteRule } from './route-rules'

export async function activeRedirects(payload: Payload): Promise<({ from: string } & RouteRule)[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { active: { equals: true } },
    limit: 5000,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs.map((d) => ({
    from: d.from.length > 1 ? d.from.replace(/\/+$/, '') : d.from,
    to: d.to,
    status: Number(d.status_code) as RouteRule['status'],
  }))
}
