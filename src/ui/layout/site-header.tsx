import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { MainNav } from './main-nav'
import { LanguageSwitcher, type LanguageLinks } from './language-switcher'
import { UserArea } from './user-area'

export async function SiteHeader({ locale, languages }: { locale: string; languages: LanguageLinks }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {/* The name comes from the text (not aria-label), so what is seen is what is announced. */}
        <Link href="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            H
          </span>
          <span className="brand__name">Helvemed</span>
          <span className="visually-hidden"> – {t('home')}</span>
        </Link>
        <MainNav variant="bar" />
        <div className="header-actions">
          <div className="header-lang">
            <LanguageSwitcher initial={languages} />
          </div>
          <UserArea />
          <details className="mobile-menu">
            <summary aria-label={t('menu')}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <div className="mobile-nav">
              <MainNav variant="menu" />
              <LanguageSwitcher initial={languages} />
            </div>
          </details>
        </div>
      </div>
    </header>
  )
}
