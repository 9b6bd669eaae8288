import { getTranslations } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { deleteAlertAction } from '@/modules/alerts/actions'
import type { AlertRow } from '@/modules/alerts/list.server'
import { localePath, paths } from '@/modules/routing/routes'

/** The cockpit's alerts: each in words, with its search, status and dates; delete asks once more (no JavaScript needed). */
export async function AlertList({ locale, alerts, notice }: { locale: Locale; alerts: AlertRow[]; notice: 'deleted' | 'missing' | null }) {
  const t = await getTranslations({ locale, namespace: 'alerts.cockpit' })
  return (
    <section aria-labelledby="alerts-title" className="alert-list">
      <h2 id="alerts-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      {notice === 'deleted' && (
        <p className="notice" role="status" data-testid="alert-deleted">
          {t('deleted')}
        </p>
      )}
      {notice === 'missing' && (
        <p className="form-summary" role="alert">
          {t('missing')}
        </p>
      )}
      {alerts.length === 0 ? (
        <div className="empty">
          <p>{t('empty')}</p>
          <a className="btn btn--ghost" href={localePath(locale, paths.jobs())}>
            {t('toJobs')}
          </a>
        </div>
      ) : (
        <ul className="alert-list__items">
          {alerts.map((alert) => (
            <li key={alert.id} className="card alert-item" data-testid="alert-item">
              <p className="alert-item__summary">{alert.href ? <a href={alert.href}>{alert.summary}</a> : alert.summary}</p>
              <p className="alert-item__meta">
                <span className={`chip ${alert.status === 'active' ? 'chip--strong' : ''}`}>{t(`status.${alert.status}`)}</span>
                <span className="muted">{t('created', { date: formatDate(alert.createdAt, locale) })}</span>
                {alert.lastSentAt && <span className="muted">{t('lastSent', { date: formatDate(alert.lastSentAt, locale) })}</span>}
                <span className="muted alert-item__email">{alert.email}</span>
              </p>
              <details className="alert-item__delete">
                <summary>{t('delete')}</summary>
                <form action={deleteAlertAction}>
                  <p>{t('deleteConfirm')}</p>
                  <input type="hidden" name="id" value={alert.id} />
                  <button className="btn btn--small btn--danger" type="submit">
                    {t('deleteYes')}
                  </button>
                </form>
              </details>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">{t('newHint')}</p>
    </section>
  )
}
