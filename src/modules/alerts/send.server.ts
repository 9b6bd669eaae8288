import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { sendMail } from '@/lib/mail/send'
import type { Locale } from '@/i18n/locales'
import type { JobAlert } from '@/payload-types'
import { filterDictionary } from '../search-path/dictionary.server'
import { jobFilterHref } from '../jobs/filter-path'
import type { FilterDictionary } from '../search-path/vocabulary'
import { jobCardsByIds } from '../jobs/public.server'
import { searchJobs } from '../jobs/search.server'
import { isPremiumProduct } from '../essentials/data/products'
import { removeStaleAlerts } from './alerts.server'
import { readAlertFilter } from './filter'
import { MAX_JOBS_PER_MAIL } from './limits'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from './links'
import { alertJobsMail } from './mails'
import { hashToken } from '@/lib/secret-token'
import { unsubscribeToken } from './tokens'
import { alertDescriber } from './words.server'
import { localePath, paths } from '@/modules/routing/routes'

// The daily alert run (task sendJobAlerts, ADR 0011). Each active alert gets one mail with the online
// ads that match it and went online after its last mail (after its confirmation for the first one),
// or no mail when there is nothing new. The window (last mail, this run] is claimed in the database
// before the mail goes out (ADR 0045): last_sent_at moves to this run's time only if it still holds
// the value this run read, so of two overlapping runs one mails and the other skips the alert.
// A refused mail hands the window back. One alert failing does not stop the others.

const BATCH = 100

type Describer = Awaited<ReturnType<typeof alertDescriber>>

export async function sendDueAlerts(payload: Payload, { now = new Date() }: { now?: Date } = {}): Promise<{ alerts: number; mails: number }> {
  await removeStaleAlerts(payload, now)
  const dict = await filterDictionary(payload)
  const describers = new Map<Locale, Promise<Describer>>()
  const describer = (locale: Locale) => {
    if (!describers.has(locale)) describers.set(locale, alertDescriber(payload, locale))
    return describers.get(locale)!
  }
  let alerts = 0
  let mails = 0
  let afterId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'job-alerts',
      overrideAccess: true,
      where: { and: [{ status: { equals: 'active' } }, { id: { greater_than: afterId } }] },
      sort: 'id',
      limit: BATCH,
      depth: 0,
    })
    for (const alert of docs) {
      alerts += 1
      try {
        if (await mailAlert(payload, alert, now, dict, await describer(alert.locale))) mails += 1
      } catch (err) {
        payload.logger.error({ err, alert: alert.id }, 'job alert not sent')
      }
    }
    if (docs.length < BATCH) break
    afterId = docs[docs.length - 1]!.id
  }
  return { alerts, mails }
}

/** Mails one alert its new ads; false when there are none. Throws when the mail could not be sent. */
async function mailAlert(payload: Payload, alert: JobAlert, now: Date, dict: FilterDictionary, describe: Describer): Promise<boolean> {
  const filter = readAlertFilter(alert.filter)
  if (!filter) throw new Error(`job alert ${alert.id}: stored filter is invalid`)
  const since = new Date(alert.last_sent_at ?? alert.confirmed_at ?? alert.createdAt)
  // The mail names the exact number of new ads (countCap null: counted all, ADR 0076).
  const result = await searchJobs(payload, filter, { now, onlineAfter: since, perPage: MAX_JOBS_PER_MAIL, countCap: null })
  if (result.total === 0) return false
  const locale = alert.locale
  const cards = await jobCardsByIds(payload, result.ids, locale)
  if (cards.length === 0) return false

  // The window is claimed first: a run that lost it writes and sends nothing.
  if (!(await claimWindow(payload, alert, now))) return false
  try {
    // The unsubscribe secret is derived, not stored; its hash is (re)written so the link finds the alert.
    // Plain SQL, like the claim: a whole-document update could write back the last_sent_at it read.
    const token = unsubscribeToken(env().PAYLOAD_SECRET, alert)
    if (alert.unsubscribe_token_hash !== hashToken(token)) {
      await payload.db.pool.query('UPDATE job_alerts SET unsubscribe_token_hash = $1 WHERE id = $2', [hashToken(token), alert.id])
    }
    const message = alertJobsMail(locale, alert.email, {
      summary: describe.summary(filter),
      jobs: cards.map(({ job, institution }) => ({
        title: job.title,
        where: [institution?.name, institution?.city].filter(Boolean).join(', ') || null,
        url: absoluteUrl(localePath(locale, paths.job(job.id))),
        premium: isPremiumProduct(job.product),
      })),
      total: result.total,
      searchUrl: absoluteUrl(jobFilterHref(locale, filter, dict)),
      unsubscribeUrl: unsubscribePageUrl(locale, token),
      oneClickUrl: oneClickUnsubscribeUrl(locale, token),
    })
    if ((await sendMail(payload, message)) === 'failed') throw new Error(`job alert ${alert.id}: mail refused`)
  } catch (err) {
    // Not sent: hand the window back, so the next run tries again.
    await payload.db.pool.query('UPDATE job_alerts SET last_sent_at = $1 WHERE id = $2 AND last_sent_at = $3', [alert.last_sent_at ?? null, alert.id, now.toISOString()])
    throw err
  }
  return true
}

/** Compare-and-set on last_sent_at: true for the one run that moved it from the value it read to `now`. */
async function claimWindow(payload: Payload, alert: JobAlert, now: Date): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query(
    `UPDATE job_alerts SET last_sent_at = $1
      WHERE id = $2 AND date_trunc('milliseconds', last_sent_at) IS NOT DISTINCT FROM $3::timestamptz`,
    [now.toISOString(), alert.id, alert.last_sent_at ?? null],
  )
  return rowCount === 1
}
