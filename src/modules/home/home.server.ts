import 'server-only'
import type { Payload } from 'payload'
import { ttlCache } from '@/lib/ttl-cache'
import { freeListingIds } from '../jobs/public.server'
import type { JobListItem } from '../jobs/schemas'
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

/** How many of the newest ads the home page shows. */
export const HOME_JOBS = 9

export interface HomeJobCard {
  job: JobListItem
  /** a free listing read from the employer's website, marked as on the search cards (ADR 0071) */
  crawled: boolean
}

/** The home's cards: the first of the job search's first page (the init data), each with its crawled mark. */
export async function homeJobCards(payload: Payload, jobs: JobListItem[]): Promise<HomeJobCard[]> {
  const shown = jobs.slice(0, HOME_JOBS)
  const free = await freeListingIds(
    payload,
    shown.map((job) => job.id),
  )
  return shown.map((job) => ({ job, crawled: free.has(job.id) }))
}
