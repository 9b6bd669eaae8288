import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath, paths } from '@/modules/routing/routes'

/** On the account overview: how many alerts there are, and the way to them. */
export async function AlertOverviewCard({ locale, count }: { locale: Locale; count: number }) {
  const t = await getTranslations({ locale, namespace: 'alerts.cockpit' })
  return (
    <div className="card alert-overview">
      <h2>{t('title')}</h2>
      <p className="muted">{count === 0 ? t('overviewNone') : t('overview', { count })}</p>
      <a className="btn btn--ghost btn--small" href={localePath(locale, paths.cockpit('user', 'alerts'))}>
        {t('manage')}
      </a>
    </div>
  )
}
