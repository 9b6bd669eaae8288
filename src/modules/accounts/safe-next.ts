import type { Locale } from '@/i18n/locales'

/** Only our own site/cockpit paths and the team's /admin are followed after login (no open redirect). */
export function safeNext(next: string | undefined | null, lang: Locale): string {
  if (!next || next.startsWith('//')) return `/${lang}/cockpit`
  if (/^\/(de|fr|it)\/[A-Za-z0-9/_-]*$/.test(next)) return next
  if (/^\/admin(\/[A-Za-z0-9/_-]*)?$/.test(next)) return next
  return `/${lang}/cockpit`
}
