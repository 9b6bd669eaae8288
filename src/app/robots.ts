import type { MetadataRoute } from 'next'
import { LOCALES } from '@/i18n/locales'
import { env } from '@/lib/env'
import { localePath, paths } from '@/modules/routing/routes'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = env().PUBLIC_URL
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', ...LOCALES.map((lang) => localePath(lang, paths.cockpit()))] }],
    // The index lists every part (app/sitemap.xml/route.ts).
    sitemap: `${base}/sitemap.xml`,
  }
}
