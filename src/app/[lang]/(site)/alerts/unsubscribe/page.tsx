import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { unsubscribeAlertAction } from '@/modules/alerts/actions'
import { findAlertByUnsubscribeToken } from '@/modules/alerts/alerts.server'
import { isAlertToken } from '@/modules/alerts/tokens'
import { alertDescriber } from '@/modules/alerts/words.server'
import { AuthPage } from '@/ui/accounts/auth-page'
import { localePath, paths } from '@/modules/routing/routes'

// /{lang}/alerts/unsubscribe?token=…: the unsubscribe link in an alert mail's text. Opening it only
// shows the alert and one button (link scanners must not unsubscribe anyone); mail clients use the
// one-click POST of the List-Unsubscribe header (/api/fn/alerts/unsubscribe).

type Props = { params: Promise<{ lang: Locale }>; searchParams: Promise<{ token?: string | string[]; done?: string; gone?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'alerts.unsubscribe' })
  return { title: t('title'), robots: { index: false } }
}

export default async function UnsubscribeAlertPage({ params, searchParams }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'alerts.unsubscribe' })
  const { token, done } = await searchParams
  const payload = await payloadClient()
  const found = isAlertToken(token) ? await findAlertByUnsubscribeToken(payload, token) : null
  if (done === '1' || !found) {
    return (
      <AuthPage title={t('title')}>
        {done === '1' ? (
          <div className="notice" role="status" data-testid="alert-unsubscribed">
            {t('done')}
          </div>
        ) : (
          <p className="form-summary" role="alert" data-testid="alert-unsubscribe-gone">
            {t('gone')}
          </p>
        )}
        <p>
          <a className="btn btn--ghost" href={localePath(lang, paths.jobs())}>
            {t('toJobs')}
          </a>
        </p>
      </AuthPage>
    )
  }
  const { summary } = await alertDescriber(payload, lang)
  return (
    <AuthPage title={t('title')}>
      <div className="alert-box">
        <p className="muted">{t('search')}</p>
        <p className="alert-box__summary">{found.filter ? summary(found.filter) : '–'}</p>
        <p className="muted">{t('email', { email: found.alert.email })}</p>
      </div>
      <form action={unsubscribeAlertAction} className="form">
        <p>{t('intro')}</p>
        <input type="hidden" name="token" value={token} />
        <button className="btn" type="submit">
          {t('button')}
        </button>
      </form>
    </AuthPage>
  )
}
