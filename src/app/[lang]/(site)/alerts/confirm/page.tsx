import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { confirmAlertAction } from '@/modules/alerts/actions'
import { findAlertByConfirmToken } from '@/modules/alerts/alerts.server'
import { isAlertToken } from '@/modules/alerts/tokens'
import { alertDescriber } from '@/modules/alerts/words.server'
import { filterDictionary } from '@/modules/search-path/dictionary.server'
import { jobFilterHref } from '@/modules/jobs/filter-path'
import { AuthPage } from '@/ui/accounts/auth-page'
import { localePath, paths } from '@/modules/routing/routes'

// /{lang}/alerts/confirm?token=…: the link of the confirmation mail. Opening it changes nothing
// (mail scanners open links); the button activates the alert. Opening it again shows "active".

type Props = { params: Promise<{ lang: Locale }>; searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang, namespace: 'alerts.confirm' })
  return { title: t('title'), robots: { index: false } }
}

export default async function ConfirmAlertPage({ params, searchParams }: Props) {
  const { lang } = await params
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'alerts.confirm' })
  const { token } = await searchParams
  const payload = await payloadClient()
  const found = isAlertToken(token) ? await findAlertByConfirmToken(payload, token) : ({ state: 'invalid' } as const)
  if (found.state === 'invalid') {
    return (
      <AuthPage title={t('title')}>
        <p className="form-summary" role="alert" data-testid="alert-confirm-invalid">
          {t('invalid')}
        </p>
        <p>
          <a className="btn btn--ghost" href={localePath(lang, paths.jobs())}>
            {t('toJobs')}
          </a>
        </p>
      </AuthPage>
    )
  }
  const [{ summary }, dict] = await Promise.all([alertDescriber(payload, lang), filterDictionary(payload)])
  return (
    <AuthPage title={t('title')}>
      <div className="alert-box">
        <p className="muted">{t('search')}</p>
        <p className="alert-box__summary">{summary(found.filter)}</p>
        <p className="muted">{t('email', { email: found.alert.email })}</p>
      </div>
      {found.state === 'pending' ? (
        <form action={confirmAlertAction} className="form">
          <p>{t('intro')}</p>
          <input type="hidden" name="token" value={token} />
          <button className="btn" type="submit">
            {t('button')}
          </button>
        </form>
      ) : (
        <>
          <div className="notice" role="status" data-testid="alert-active">
            {t('active')}
          </div>
          <p>
            <a className="btn btn--ghost" href={jobFilterHref(lang, { ...found.filter, page: 1 }, dict)}>
              {t('toSearch')}
            </a>
          </p>
        </>
      )}
    </AuthPage>
  )
}
