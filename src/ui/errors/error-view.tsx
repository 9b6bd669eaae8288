import { getTranslations } from 'next-intl/server'
import type { ErrorStatus } from '@/modules/routing/status-page'
import { env } from '@/lib/env'

/** The spec's error page: title, intro, a button to the root path; 401 also offers the login. */
export async function ErrorView({ status, locale, detail }: { status: ErrorStatus; locale: string; detail?: string }) {
  const t = await getTranslations({ locale, namespace: 'error' })
  return (
    <div className="container error-page" data-status={status}>
      {status !== 'other' && <p className="error-page__code">{status}</p>}
      <h1>{t(`${status}.title`)}</h1>
      <p>{t(`${status}.intro`, { email: env().SUPPORT_EMAIL })}</p>
      {detail && <p className="error-page__detail">{detail}</p>}
      <div className="error-page__actions">
        {/* The root path, always (spec): the proxy then picks the visitor's language. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load of "/", so the proxy picks the language */}
        <a className="btn" href="/">
          {t(`${status}.button`)}
        </a>
        {status === '401' && (
          <a className="btn btn--ghost" href={`/${locale}/login`}>
            {t('loginCta')}
          </a>
        )}
      </div>
    </div>
  )
}
