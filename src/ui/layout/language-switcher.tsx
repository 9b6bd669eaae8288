'use client'
import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from '@/i18n/navigation'
import { LOCALES } from '@/i18n/locales'

/** Links to the same page in the other languages; the proxy remembers the choice in the locale cookie. */
export function LanguageSwitcher() {
  const t = useTranslations('locale')
  const nav = useTranslations('nav')
  const current = useLocale()
  const pathname = usePathname()
  return (
    <nav className="lang-switch" aria-label={nav('language')}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={`/${locale}${pathname === '/' ? '' : pathname}`}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          title={t(locale)}
        >
          {locale}
        </a>
      ))}
    </nav>
  )
}
