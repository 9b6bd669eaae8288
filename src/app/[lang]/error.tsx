'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { useSupportEmail } from '@/ui/layout/support-email'

// Any other failure while rendering: the "other" error page (docs/product-rules.md#errors).
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('error')
  const locale = useLocale()
  const email = useSupportEmail()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div className="container error-page" data-status="other" lang={locale}>
      <h1>{t('other.title')}</h1>
      <p>{t('other.intro', { email })}</p>
      {error.digest && <p className="error-page__detail">{error.digest}</p>}
      <div className="error-page__actions">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load of "/", so the proxy picks the language */}
        <a className="btn" href="/">
          {t('other.button')}
        </a>
      </div>
    </div>
  )
}
