'use client'
import { Link, usePathname } from '@/i18n/navigation'

export function CockpitNav({ items, label }: { items: { section: string; label: string }[]; label: string }) {
  const pathname = usePathname()
  return (
    <nav className="cockpit-nav" aria-label={label}>
      {items.map((item) => {
        const href = `/cockpit/${item.section}${item.section === 'jobs-create' ? '/new' : ''}`
        const active = pathname === `/cockpit/${item.section}` || pathname.startsWith(`/cockpit/${item.section}/`)
        return (
          <Link key={item.section} href={href} aria-current={active ? 'page' : undefined}>
            {item.label}
          </Link>
        )
      })}
    </nav>
  )
}
