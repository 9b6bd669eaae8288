import 'server-only'
import type { Payload } from 'payload'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { noticeMail } from '@/lib/mail/notice'
import { sendMail } from '@/lib/mail/send'
import type { BillingSetting } from '@/payload-types'
import { creditorProblems, describeCreditorProblems, type CreditorProblem } from './creditor-check'

// What checkout does while the creditor settings are not real: it refuses, and
// the team hears about it once per state of the settings. "Once" is a row in team_alerts whose key
// names that state (the global's last change): the first INSERT of many parallel checkouts wins
// and mails, the others insert nothing. A new change that is still wrong is a new state, one more mail.

const teamAddress = () => env().TEAM_EMAIL ?? env().SUPPORT_EMAIL

export const CREDITOR_SETTINGS_ADMIN_PATH = '/admin/globals/billing-settings'

/** The key of the alert for one state of the settings. */
export const creditorAlertKey = (settings: Pick<BillingSetting, 'updatedAt'>) => `creditor-settings:${settings.updatedAt ?? 'never-saved'}`

async function alertOnce(payload: Payload, key: string): Promise<boolean> {
  const { rows } = await payload.db.pool.query(`INSERT INTO team_alerts (key) VALUES ($1) ON CONFLICT (key) DO NOTHING RETURNING key`, [key])
  return rows.length > 0
}

async function mailTeam(payload: Payload, problems: readonly CreditorProblem[]): Promise<void> {
  const t = translator(DEFAULT_LOCALE, 'creditorMail')
  await sendMail(
    payload,
    noticeMail({
      to: teamAddress(),
      subject: t('subject'),
      greeting: t('greeting'),
      paragraphs: [t('body'), t('problems', { problems: describeCreditorProblems(problems) })],
      link: { label: t('link'), url: absoluteUrl(CREDITOR_SETTINGS_ADMIN_PATH) },
      signature: 'Helvemed',
    }),
  )
}

/**
 * Whether invoices may go out with these settings. When not, the team is mailed (once for this
 * state of the settings) and the caller refuses the checkout with reason 'settings'.
 */
export async function creditorReady(payload: Payload, settings: BillingSetting): Promise<boolean> {
  const problems = creditorProblems(settings)
  if (problems.length === 0) return true
  payload.logger.warn({ problems: describeCreditorProblems(problems) }, 'checkout refused: the creditor settings are example values or incomplete')
  if (await alertOnce(payload, creditorAlertKey(settings))) await mailTeam(payload, problems)
  return false
}
