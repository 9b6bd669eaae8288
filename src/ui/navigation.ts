// Which navigation item a path belongs to, and which section colour a page uses.
import { isLocale } from '@/i18n/locales'

export type Section = 'job' | 'institution' | 'article' | 'primary'

export const NAV_ITEMS = [
  { key: 'jobs', href: '/jobs', matches: ['jobs', 'job'], section: 'job' },
  { key: 'institutions', href: '/institutions', matches: ['institutions', 'institution'], section: 'institution' },
  { key: 'ejournals', href: '/ejournals', matches: ['ejournals', 'ejournal', 'author'], section: 'article' },
] as const

export type NavKey = (typeof NAV_ITEMS)[number]['key']

/** First path segment after the locale: "/de/job/12" -> "job". Accepts paths with or without locale. */
function firstSegment(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean)
  if (isLocale(parts[0])) parts.shift()
  return parts[0] ?? ''
}

export function activeNavKey(pathname: string): NavKey | null {
  const segment = firstSegment(pathname)
  return NAV_ITEMS.find((item) => (item.matches as readonly string[]).includes(segment))?.key ?? null
}

export function sectionOf(pathname: string): Section {
  const key = activeNavKey(pathname)
  return NAV_ITEMS.find((item) => item.key === key)?.section ?? 'primary'
}
