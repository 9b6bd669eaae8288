import { LOCALE_ALTERNATION, type Locale } from '@/i18n/locales'
import { localePath, paths } from '@/modules/routing/routes'

const SITE_PATH = new RegExp(`^/(${LOCALE_ALTERNATION})/[A-Za-z0-9/_-]*$`)

/** Whether `next` is a path we follow after the login: our own site/cockpit paths and the team's /admin (no open redirect). */
export function isSafeNext(next: string | undefined | null): next is string {
  if (!next || next.startsWith('//')) return false
  return SITE_PATH.test(next) || /^\/admin(\/[A-Za-z0-9/_-]*)?$/.test(next)
}

/** `next` when it is safe, else the cockpit (which leads on by role). */
export function safeNext(next: string | undefined | null, lang: Locale): string {
  return isSafeNext(next) ? next : localePath(lang, paths.cockpit())
}
