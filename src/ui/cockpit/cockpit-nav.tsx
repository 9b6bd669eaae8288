'use client'
import { useEffect, useRef } from 'react'
import { Link, usePathname } from '@/i18n/navigation'
import type { CockpitSection } from '@/modules/accounts/cockpit-routes'
import { cockpitMenuHref, isMenuItemActive } from './cockpit-menu'

/**
 * The cockpit menu: the viewer's sections only (cockpit-menu.ts). On a phone it is one scrolling
 * row; the current section is scrolled into that row's view, so it is never hidden off screen.
 */
export function CockpitNav({ items, label }: { items: { section: CockpitSection; label: string }[]; label: string }) {
  const pathname = usePathname()
  const navRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const nav = navRef.current
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return
    // Only the row scrolls (never the page): centre the current item in it.
    const row = nav.getBoundingClientRect()
    const item = current.getBoundingClientRect()
    nav.scrollLeft += item.left - row.left - (row.width - item.width) / 2
  }, [pathname])
  return (
    <nav className="cockpit-nav" aria-label={label} ref={navRef} data-testid="cockpit-nav">
      {items.map((item) => (
        <Link key={item.section} href={cockpitMenuHref(item.section)} aria-current={isMenuItemActive(item.section, pathname) ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  )
}
