import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

// The language of /admin as Payload hands it to our server components (its i18n): ours when it is
// one of ours, else German, the team's language.
export function adminLocale(i18n: { language?: string } | undefined): Locale {
  const language = i18n?.language
  return isLocale(language) ? language : DEFAULT_LOCALE
}

/** Our strings in /admin (messages/*.json, namespace adminOps) in the team member's language. */
export function adminTexts(i18n: { language?: string } | undefined) {
  return translator(adminLocale(i18n), 'adminOps')
}
