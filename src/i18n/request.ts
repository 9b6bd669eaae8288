import { getRequestConfig } from 'next-intl/server'
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale } from './locales'
import { formats } from './formats'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    formats,
    timeZone: 'Europe/Zurich',
    // Intl gets the Swiss variant (de-CH etc.) through the formatters in i18n/format.ts.
    onError(error) {
      if (process.env.NODE_ENV !== 'production') console.error(error)
    },
    getMessageFallback: ({ key, namespace }) => `${namespace ? `${namespace}.` : ''}${key}`,
  }
})

export { INTL_LOCALE }
