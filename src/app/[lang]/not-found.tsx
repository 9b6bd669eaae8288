import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'
import { isBot } from '@/modules/routing/bots'
import { ErrorView } from '@/ui/errors/error-view'

// 404 for unmatched routes and invalid route params. Bots get the status without the page.

// The 404's own translated title, not the site's generic one (issue 8.11); Next resolves the metadata of
// the nearest not-found file for a 404.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'error' })
  return { title: t('404.title'), robots: { index: false } }
}

export default async function NotFound() {
  const h = await headers()
  const path = h.get('x-pathname') ?? ''
  const locale = await getLocale()
  const t = await getTranslations({ locale, namespace: 'error' })
  const detail = t('pageNotFound', { path })
  // The spec's technical message (section 7) goes to the server log and the page's data, not the copy.
  console.warn(detail)
  if (isBot(h.get('user-agent'))) return null
  return <ErrorView status="404" locale={locale} detail={detail} />
}
