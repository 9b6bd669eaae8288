import { getTranslations } from 'next-intl/server'
import type { ErrorStatus } from '@/modules/routing/status-page'
import { env } from '@/lib/env'
import { localePath, paths } from '@/modules/routing/routes'
import { loginReasonOf } from '@/modules/accounts/login-reason'

/**
 * The error page (docs/product-rules.md#errors): title, intro, a button to the root path; 401 also says what the page needs an
 * account for and offers the login and the registration, both leading back to `next` (the page asked
 * for); 404 a job search and the main sections. `detail` (e.g. "Page Not Found: /de/…") is technical:
 * it stays in the page's data (data-detail) and the server log, not in the visible copy.
 */
export async function ErrorView({ status, locale, detail, documentTitle, next }: { status: ErrorStatus; locale: string; detail?: string; documentTitle?: string; next?: string }) {
  const t = await getTranslations({ locale, namespace: 'error' })
  const reasons = await getTranslations({ locale, namespace: 'auth.reasons' })
  const reason = status === '401' ? loginReasonOf(next) : null
  return (
    <div className="container error-page" data-status={status} data-detail={detail}>
      {documentTitle && <title>{documentTitle}</title>}
      {status !== 'other' && <p className="error-page__code">{status}</p>}
      <h1>{t(`${status}.title`)}</h1>
      <p>{t(`${status}.intro`, { email: env().SUPPORT_EMAIL })}</p>
      {reason && <p data-testid="login-reason">{reasons(`${reason}.text`)}</p>}
      <div className="error-page__actions">
        {/* The root path, always: the proxy then picks the visitor's language. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load of "/", so the proxy picks the language */}
        <a className="btn" href="/">
          {t(`${status}.button`)}
        </a>
        {status === '401' && (
          <>
            <a className="btn btn--ghost" href={localePath(locale, paths.login(next))}>
              {t('loginCta')}
            </a>
            <a className="btn btn--ghost" href={localePath(locale, paths.register(next))}>
              {t('registerCta')}
            </a>
          </>
        )}
      </div>
      {status === '404' && <NotFoundWaysOn locale={locale} />}
    </div>
  )
}

/** Ways on from a missing page: a job search (a plain GET form, works without JavaScript) and the main sections. */
async function NotFoundWaysOn({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'shell.notFound' })
  return (
    <div className="error-page__ways" data-testid="not-found-ways">
      <form className="error-page__search" action={localePath(locale, paths.jobs())} method="get" role="search" aria-label={t('searchLabel')}>
        <label htmlFor="not-found-q">{t('lead')}</label>
        <div className="error-page__search-row">
          <input id="not-found-q" name="q" type="search" placeholder={t('searchPlaceholder')} maxLength={100} />
          <button className="btn" type="submit">
            {t('searchButton')}
          </button>
        </div>
      </form>
      <nav aria-labelledby="not-found-ways-title">
        <h2 id="not-found-ways-title" className="error-page__ways-title">
          {t('waysTitle')}
        </h2>
        <ul className="error-page__links">
          <li>
            <a href={`/${locale}`}>{t('home')}</a>
          </li>
          <li>
            <a href={localePath(locale, paths.jobs())}>{t('jobs')}</a>
          </li>
          <li>
            <a href={localePath(locale, paths.institutions())}>{t('institutions')}</a>
          </li>
          <li>
            <a href={localePath(locale, paths.ejournals())}>{t('ejournals')}</a>
          </li>
        </ul>
      </nav>
    </div>
  )
}
