import { getLocale, getTranslations } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { LOADING_FALLBACK, pickLoadingJoke } from '@/modules/essentials/data/loading-jokes'

// Each loading screen takes the next joke in turn (a module counter keeps the render itself pure).
let seed = 0
function jokeSeed(): number {
  seed += 1
  return seed
}

// Shown while a page streams in: a medical joke in the visitor's language (fallback "Loading").
export default async function Loading() {
  const locale = await getLocale()
  const t = await getTranslations({ locale, namespace: 'loading' })
  const joke = isLocale(locale) ? pickLoadingJoke(locale, jokeSeed()) : LOADING_FALLBACK
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__dot" aria-hidden="true" />
      <strong>{t('label')}</strong>
      <p>{joke || LOADING_FALLBACK}</p>
    </div>
  )
}
