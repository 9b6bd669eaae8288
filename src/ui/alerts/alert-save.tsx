import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { alertSummary } from '@/modules/alerts/describe'
import { MAX_ALERTS_PER_EMAIL } from '@/modules/alerts/limits'
import { AlertSaveForm, type AlertSaveTexts } from './alert-save-form'
import { localePath, loginThen, paths } from '@/modules/routing/routes'

/**
 * "Save this search as an alert" on the search page. The texts are translated here (the client
 * bundle gets no alerts catalogue); the form posts a server action, so it works without JavaScript.
 */
export async function AlertSave({ locale, search, words, open = false }: { locale: Locale; search: string; words: string[]; open?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'alerts.save' })
  const all = await getTranslations({ locale, namespace: 'alerts' })
  const texts: AlertSaveTexts = {
    title: t('title'),
    intro: t('intro'),
    contains: t('contains'),
    email: t('email'),
    emailHint: t('emailHint'),
    account: t('account'),
    submit: t('submit'),
    // {email} is filled in by the form with the address the server answered: formatted here with
    // the placeholder itself as the value (the catalogue entries are compiled, not raw strings).
    pending: t('pending', { email: '{email}' }),
    active: t('active'),
    exists: t('exists'),
    manage: t('manage'),
    errors: {
      invalidSearch: t('errors.invalidSearch'),
      limit: t('errors.limit', { max: MAX_ALERTS_PER_EMAIL }),
      pendingLimit: t('errors.pendingLimit'),
      tooMany: t('errors.tooMany'),
      failed: t('errors.failed', { email: env().SUPPORT_EMAIL }),
      summary: t('errors.summary'),
    },
  }
  // Through the login: the search page does not know who reads it (cached for visitors); the login sends a
  // signed-in reader straight on, a visitor reads why the alerts need an account.
  return (
    <AlertSaveForm
      search={search}
      summary={alertSummary(words, all('allJobs'))}
      texts={texts}
      open={open}
      cockpitHref={loginThen(locale, localePath(locale, paths.cockpit('user', 'alerts')))}
    />
  )
}
