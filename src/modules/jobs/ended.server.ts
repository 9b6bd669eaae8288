import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { relIds } from '@/lib/relations'
import { jobCardsByIds, type JobCardData } from './public.server'
import { isOnline, onlineJobsWhere } from './state'
import { PREMIUM_SLOTS } from './premium-slots'
import { PREMIUM_PRODUCT_KEYS } from '../essentials/data/products'

// An ad that was public and is not any more (its end date passed, or its employer paused it):
// its address keeps answering with a page that says so and points to similar ads online, with
// noindex (ADR 0032); premium ads among them come first (ADR 0040), instead of a bare 404 for people who follow an old link or a shared chat.
// Drafts and ads that never went online stay unknown (404).

const SIMILAR = 6

export interface EndedJob {
  id: number
  title: string
  institution: { id: number; name: string } | null
  similar: JobCardData[]
}

export async function endedJob(payload: Payload, id: number, locale: Locale, now = new Date()): Promise<EndedJob | null> {
  const job = await payload.findByID({ collection: 'jobs', id, depth: 1, overrideAccess: true, disableErrors: true })
  if (!job || job.status !== 'published' || job.crawler_decline || !job.online_from || new Date(job.online_from) > now || isOnline(job, now)) return null
  const institution = typeof job.institution === 'object' && job.institution && job.institution.status === 'active' ? { id: job.institution.id, name: job.institution.name } : null
  const fields = relIds(job.fields)
  const levels = relIds(job.levels)
  const alike: Where[] = [...(fields.length ? [{ fields: { in: fields } }] : []), ...(levels.length ? [{ levels: { in: levels } }] : [])]
  const similar = (extra: Where[], limit: number) =>
    payload.find({
      collection: 'jobs',
      where: { and: [onlineJobsWhere(now), { id: { not_equals: id } }, ...(alike.length ? [{ or: alike }] : []), ...extra] },
      select: { title: true },
      sort: ['-online_from', '-id'],
      limit,
      depth: 0,
      overrideAccess: true,
    })
  // Premium ads first (up to the search's top places, ADR 0040), then the newest similar ads.
  const [premium, newest] = await Promise.all([similar([{ 'product.key': { in: [...PREMIUM_PRODUCT_KEYS] } }], PREMIUM_SLOTS), similar([], SIMILAR)])
  const docs = [...new Map([...premium.docs, ...newest.docs].map((doc) => [doc.id, doc])).values()].slice(0, SIMILAR)
  return {
    id: job.id,
    title: job.title,
    institution,
    similar: await jobCardsByIds(
      payload,
      docs.map((d) => d.id),
      locale,
    ),
  }
}
