import type { MetadataRoute } from 'next'
import { LOCALES } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

// Public entry pages in all three languages, each with its alternates. Jobs and institutions join
// with the search issue.
const PAGES = ['', '/jobs', '/institutions', '/ejournals', '/register', '/login']

export default function sitemap(): MetadataRoute.Sitemap {
  const base = process.env.PUBLIC_URL ?? 'http://localhost:3000'
  return PAGES.flatMap((page) =>
    LOCALES.map((locale) => ({
      url: `${base}/${locale}${page}`,
      changeFrequency: 'daily' as const,
      alternates: { languages: Object.fromEntries(LOCALES.map((l) => [`${l}-CH`, `${base}/${l}${page}`])) },
    })),
  )
}
