import 'server-only'
import type { Payload } from 'payload'
import { ttlCache } from '@/lib/ttl-cache'
import { onlineJobsWhere } from '../jobs/state'

export interface PlatformCounts {
  jobs: number
  institutions: number
  reviews: number
}

const cache = ttlCache<'counts', PlatformCounts>(60_000)

/** Headline figures for the home page, refreshed once a minute. */
export function platformCounts(payload: Payload): Promise<PlatformCounts> {
  return cache.get('counts', async () => {
    const [jobs, institutions, reviews] = await Promise.all([
      payload.count({ collection: 'jobs', where: onlineJobsWhere(), overrideAccess: false }),
      payload.count({ collection: 'institutions', overrideAccess: false }),
      // Counting published reviews reveals nothing about their authors.
      payload.count({ collection: 'reviews', where: { status: { equals: 'published' } }, overrideAccess: true }),
    ])
    return { jobs: jobs.totalDocs, institutions: institutions.totalDocs, reviews: reviews.totalDocs }
  })
}
