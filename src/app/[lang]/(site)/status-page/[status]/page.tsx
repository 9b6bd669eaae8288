import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { pageNotFound } from '@/lib/http/not-found.server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ErrorView } from '@/ui/errors/error-view'
import { ERROR_STATUSES, type ErrorStatus } from '@/modules/routing/status-page'
import { isSafeNext } from '@/modules/accounts/safe-next'

// Rendered only through the proxy's rewrite, which also sets the HTTP status (401/403).
type Props = { params: Promise<{ lang: string; status: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, status } = await params
  const t = await getTranslations({ locale: lang, namespace: 'error' })
  return { title: (ERROR_STATUSES as readonly string[]).includes(status) ? t(`${status}.title`) : undefined, robots: { index: false } }
}

export default async function StatusPage({ params }: Props) {
  const { lang, status } = await params
  if (!(ERROR_STATUSES as readonly string[]).includes(status)) pageNotFound()
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'error' })
  const path = (await headers()).get('x-pathname')
  const detail = status === '404' && path ? t('pageNotFound', { path }) : undefined
  // The technical message (docs/product-rules.md#errors): the server log and the page's data, not the copy.
  if (detail) console.warn(detail)
  // 401: the login and the registration lead back to the page that was asked for.
  const next = status === '401' && isSafeNext(path) ? path : undefined
  return <ErrorView status={status as ErrorStatus} locale={lang} detail={detail} next={next} />
}
