import { isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { loginThen } from '@/modules/routing/routes'

// Payload's own login view (/admin/login) posts to its REST login, which is closed: the team signs
// in through our login page (password, then the second factor) and comes back to /admin.

/** Payload's views for signing in, and where our pages do the same. */
const ADMIN_AUTH_VIEWS: Record<string, string> = {
  '/admin/login': 'login',
  '/admin/forgot': 'forgot-password',
}

export function isAdminAuthView(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') in ADMIN_AUTH_VIEWS
}

/** Payload's view for a signed-in account without access to /admin (it redirects there itself). */
export function isAdminUnauthorizedView(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/admin/unauthorized'
}

/** The visitor's language: the NEXT_LOCALE cookie, else the first of ours in Accept-Language, else German. */
export function preferredLocale(cookieLocale: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieLocale)) return cookieLocale
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)?.[1]).find(Boolean)
      return { lang: (tag ?? '').trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0 && (LOCALES as readonly string[]).includes(entry.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return (ranked[0]?.lang as Locale | undefined) ?? 'de'
}

/**
 * Our page for one of Payload's sign-in views, e.g. `/fr/login?next=/admin/collections/jobs` for
 * `/admin/login?redirect=%2Fcollections%2Fjobs`. Only /admin paths are passed on as `next`.
 */
export function adminAuthTarget(pathname: string, search: URLSearchParams, locale: Locale): string {
  const page = ADMIN_AUTH_VIEWS[pathname.replace(/\/+$/, '')] ?? 'login'
  if (page !== 'login') return `/${locale}/${page}`
  // Payload names the wanted view relative to /admin ("/collections/jobs").
  const wanted = search.get('redirect') ?? ''
  const path = wanted.startsWith('/admin') ? wanted : `/admin${wanted === '/' ? '' : wanted}`
  const next = /^\/admin(\/[A-Za-z0-9/_-]*)?$/.test(path) && !path.includes('//') ? path : '/admin'
  return loginThen(locale, next)
}
