import 'server-only'
import type { Payload } from 'payload'
import { formatDate } from '@/i18n/format'
import { LOCALES, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { env } from '@/lib/env'
import { sendMail } from '@/lib/mail/send'
import { relId } from '@/lib/relations'
import { localePath, paths } from '../routing/routes'

// A week before a paid ad ends, the people who manage its institution get a mail with a link that
// opens its extend screen (after the login, if needed). Each ad is reminded once per end date:
// `reminded_until` keeps the end date the reminder was for, so an extended ad is reminded again
// before its new end. The mark is claimed in the database before any mail goes out (ADR 0045): of
// two overlapping runs only the one whose UPDATE changed the row mails, so nobody is reminded twice.

const DAY = 86_400_000
export const REMINDER_DAYS = 7

export async function sendEndReminders(payload: Payload, now = new Date()): Promise<{ jobs: number; mails: number }> {
  const { docs } = await payload.find({
    collection: 'jobs',
    where: {
      and: [
        { status: { equals: 'published' } },
        { crawler_job: { not_equals: true } },
        { online_until: { greater_than: now.toISOString() } },
        { online_until: { less_than_equal: new Date(now.getTime() + REMINDER_DAYS * DAY).toISOString() } },
      ],
    },
    depth: 0,
    limit: 500,
    overrideAccess: true,
  })
  let mails = 0
  let jobs = 0
  for (const job of docs) {
    if (job.reminded_until && job.reminded_until === job.online_until) continue
    const institution = relId(job.institution)
    if (institution === null) continue
    // Bookkeeping, not a change of the ad: plain SQL, so updated_at (the sitemap's lastmod, ADR 0033) stays.
    const claim = await payload.db.pool.query('UPDATE jobs SET reminded_until = $1 WHERE id = $2 AND reminded_until IS DISTINCT FROM $1', [job.online_until, job.id])
    if (claim.rowCount !== 1) continue
    const members = await payload.find({
      collection: 'memberships',
      where: { and: [{ institution: { equals: institution } }, { status: { equals: 'active' } }] },
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    for (const m of members.docs) {
      const user = typeof m.user === 'object' ? m.user : null
      if (!user?.email) continue
      const locale: Locale = (LOCALES as readonly string[]).includes(user.locale ?? '') ? (user.locale as Locale) : 'de'
      const t = translator(locale, 'jobReminder')
      const link = `${env().PUBLIC_URL}${localePath(locale, paths.cockpit('jobs', `extend-${job.id}`))}`
      await sendMail(payload, {
        to: user.email,
        subject: t('subject', { title: job.title }),
        text: t('text', { name: user.first_name ?? '', title: job.title, date: formatDate(job.online_until!, locale), link }),
      })
      mails++
    }
    jobs++
  }
  return { jobs, mails }
}
