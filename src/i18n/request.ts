import { getRequestConfig } from 'next-intl/server'
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale } from './locales'
import { formats } from './formats'

// One function for every request (not a new closure per request's configuration: a heap
// snapshot under a crawl counted thousands of them, held by requests that never ended; ADR 0048).
function onError(error: unknown) {
  if (process.env.NODE_ENV !== 'production') console.error(error)
}
function getMessageFallback({ key, namespace }: { key: string; namespace?: string }) {
  return `${namespace ? `${namespace}.` : ''}${key}`
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    formats,
    timeZone: 'Europe/Zurich',
    // Intl gets the Swiss variant (de-CH etc.) through the formatters in i18n/format.ts.
    onError,
    getMessageFallback,
  }
})

export { INTL_LOCALE }
