import type { Locale } from '@/i18n/locales'
import { localePath, paths } from '@/modules/routing/routes'

/** Only our own site/cockpit paths and the team's /admin are followed after login (no open redirect). */
export function safeNext(next: string | undefined | null, lang: Locale): string {
  if (!next || next.startsWith('//')) return localePath(lang, paths.cockpit())
  if (/^\/(de|fr|it)\/[A-Za-z0-9/_-]*$/.test(next)) return next
  if (/^\/admin(\/[A-Za-z0-9/_-]*)?$/.test(next)) return next
  return localePath(lang, paths.cockpit())
}
