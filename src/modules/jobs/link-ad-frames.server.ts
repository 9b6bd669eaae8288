import 'server-only'
import type { Payload } from 'payload'
import { frameOriginOf } from '@/lib/security-headers'
import { onlineJobsWhere } from './state'

/**
 * The employer origin each online "link" ad frames, by job id: the only origins beyond the fixed ones a
 * page's CSP lets it frame, each only on its own job page (ADR 0016). One query for all link ads.
 */
export async function linkAdFrameOrigins(payload: Payload): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { and: [onlineJobsWhere(), { type: { equals: 'link' } }] },
    select: { link: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  const origins: Record<string, string> = {}
  for (const job of docs) {
    const origin = job.link ? frameOriginOf(job.link) : null
    if (origin) origins[String(job.id)] = origin
  }
  return origins
}
