'use client'
import { useTranslations } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'
import { activeNavKey, NAV_ITEMS } from '../navigation'

export function MainNav({ variant }: { variant: 'bar' | 'menu' }) {
  const t = useTranslations('nav')
  const active = activeNavKey(usePathname())
  return (
    <nav className={variant === 'bar' ? 'main-nav' : 'mobile-nav__links'} aria-label={t('mainNav')}>
      {NAV_ITEMS.map((item) => (
        <Link key={item.key} href={item.href} className={`nav--${item.section}`} aria-current={active === item.key ? 'page' : undefined}>
          {t(item.key)}
        </Link>
      ))}
    </nav>
  )
}
