import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { inTransaction } from '@/lib/transaction.server'
import { institutionRoleOf, mayManage, userInstitutionIds, type Viewer } from '../institutions/membership.server'
import { ownJob, type JobActionResult } from './cockpit-jobs.server'
import { isFreeListing } from './state'

// What an employer decides about the ads read from its own website (docs/product-rules.md#job-ads,
// ADR 0071): decline one (offline at once, never listed again; only the team undoes it in /admin)
// and the institution's switch for free listings (off: every crawled ad it has not taken over goes
// offline at once and stays off, a trigger on jobs holds it; on again: declined ads stay declined).
// Only the institution's managers and the team; anyone else gets "not found".

/** Declines a crawled ad that was not taken over; declining it again answers the same. */
export async function declineCrawledJob(payload: Payload, viewer: Viewer | null, id: number): Promise<JobActionResult> {
  const job = await ownJob(payload, viewer, id)
  if (!job || !isFreeListing(job)) return { ok: false, reason: 'notFound' }
  if (!job.crawler_decline) await payload.update({ collection: 'jobs', id, data: { crawler_decline: true }, overrideAccess: true })
  return { ok: true, id }
}

export type FreeListingsResult = { ok: true; institution: number; disabled: boolean; ended: number } | { ok: false; reason: 'notFound' }

/**
 * Switches the institution's free listings off (disabled) or on. Off ends its crawled ads that were
 * not taken over in the same transaction (online_until = now): they leave the search, the sitemap
 * and its page at once, and the ad's page says it has ended.
 */
export async function setFreeListings(payload: Payload, viewer: Viewer | null, institution: number, disabled: boolean, now = new Date()): Promise<FreeListingsResult> {
  if (!mayManage(await institutionRoleOf(payload, viewer, institution))) return { ok: false, reason: 'notFound' }
  return inTransaction(payload, async (tx) => {
    await payload.update({ collection: 'institutions', id: institution, data: { disable_free_crawler: disabled }, overrideAccess: true, req: tx.req })
    if (!disabled) return { ok: true, institution, disabled, ended: 0 }
    const ended = await tx.query(
      sql`update jobs set online_until = ${now.toISOString()}::timestamptz, updated_at = now()
          where institution_id = ${institution} and crawler_job is true and has_full_access is not true
            and (online_until is null or online_until > ${now.toISOString()}::timestamptz) returning id`,
    )
    return { ok: true, institution, disabled, ended: ended.rows.length }
  })
}

export interface FreeListingSwitch {
  id: number
  name: string
  disabled: boolean
}

/** The viewer's institutions (active memberships) with their switch, by name; none for the team (it uses /admin). */
export async function freeListingSwitches(payload: Payload, viewer: Viewer): Promise<FreeListingSwitch[]> {
  if (viewer.role === 'ROLE_STUDENT' || viewer.role === 'ROLE_ADMIN') return []
  const ids = (await userInstitutionIds(payload, viewer)).active
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'institutions',
    where: { id: { in: ids } },
    select: { name: true, disable_free_crawler: true },
    sort: 'name',
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name, disabled: Boolean(doc.disable_free_crawler) }))
}
