'use client'
import { useEffect, useState } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { LOCALES, withoutLocale, type Locale } from '@/i18n/locales'

export type LanguageLinks = { pathname: string; paths: Record<Locale, string> }

// One request per path for both switchers of the header (bar and menu) and for going back.
const askedPaths = new Map<string, Promise<Record<Locale, string> | null>>()
function askPaths(pathname: string) {
  let paths = askedPaths.get(pathname)
  if (!paths) {
    paths = fetch(`/api/fn/language-paths?path=${encodeURIComponent(pathname)}`, { signal: AbortSignal.timeout(5000) })
      .then(async (res) => (res.ok ? ((await res.json()) as Record<Locale, string>) : null))
      .catch(() => null)
    askedPaths.set(pathname, paths)
    void paths.then((found) => found ?? askedPaths.delete(pathname))
  }
  return paths
}

/**
 * Links to the same page in the other languages, each straight to its translated path (ADR 0062):
 * the first page's links come with its HTML (`initial`, from the layout); after a navigation in the
 * browser they are asked for (`/api/fn/language-paths`); until then, the same path under the other
 * language. The proxy remembers the choice in the locale cookie.
 */
export function LanguageSwitcher({ initial }: { initial: LanguageLinks }) {
  const t = useTranslations('locale')
  const nav = useTranslations('nav')
  const current = useLocale()
  const pathname = usePathname()
  const [asked, setAsked] = useState<LanguageLinks | null>(null)
  useEffect(() => {
    if (pathname === initial.pathname) return
    let current = true
    void askPaths(pathname).then((paths) => {
      if (current && paths) setAsked({ pathname, paths })
    })
    return () => {
      current = false
    }
  }, [pathname, initial.pathname])
  const known = pathname === initial.pathname ? initial : asked?.pathname === pathname ? asked : null
  const rest = withoutLocale(pathname)
  return (
    <nav className="lang-switch" aria-label={nav('language')}>
      {LOCALES.map((locale) => (
        <a key={locale} href={known?.paths[locale] ?? `/${locale}${rest}`} hrefLang={locale} lang={locale} aria-current={locale === current ? 'true' : undefined} title={t(locale)}>
          {locale}
        </a>
      ))}
    </nav>
  )
}
