import { headers } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'
import { isBot } from '@/modules/routing/bots'
import { ErrorView } from '@/ui/errors/error-view'

// 404 for unmatched routes and invalid route params. Bots get the status without the page.
export default async function NotFound() {
  const h = await headers()
  if (isBot(h.get('user-agent'))) return null
  const locale = await getLocale()
  const t = await getTranslations({ locale, namespace: 'error' })
  const path = h.get('x-pathname') ?? ''
  return <ErrorView status="404" locale={locale} detail={t('pageNotFound', { path })} />
}
