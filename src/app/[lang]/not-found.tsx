import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'
import { isBot } from '@/modules/routing/bots'
import { ErrorView } from '@/ui/errors/error-view'

// 404 for unmatched routes and invalid route params. Bots get the status without the page.
// Next renders this component on the server for every page of the segment (the boundary's fallback),
// so it has no side effects (no logging here: the callers of pageNotFound() and the status page log).

// The 404's own translated title, not the site's generic one. Next uses this metadata when
// a segment's generateMetadata calls pageNotFound(); when only a page component does, the page keeps the
// layout's metadata, so the view also renders its own <title> (React puts it into <head>, before the
// streamed metadata).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'error' })
  return { title: t('404.title'), robots: { index: false } }
}

export default async function NotFound() {
  const h = await headers()
  const path = h.get('x-pathname') ?? ''
  const locale = await getLocale()
  const t = await getTranslations({ locale, namespace: 'error' })
  if (isBot(h.get('user-agent'))) return null
  const meta = await getTranslations({ locale, namespace: 'meta' })
  // The technical message (docs/product-rules.md#errors) is the page's data, not its copy.
  return <ErrorView status="404" locale={locale} detail={t('pageNotFound', { path })} documentTitle={`${t('404.title')} · ${meta('siteName')}`} />
}
