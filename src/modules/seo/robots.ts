import type { MetadataRoute } from 'next'
import { LOCALES } from '@/i18n/locales'
import { localePath, paths } from '@/modules/routing/routes'

// robots.txt (app/robots.ts) and the noindex rule of single pages (ADR 0033). robots.txt keeps
// crawlers out of what has no public content (backoffice, our API, the cockpit). Pages that are
// public but should not be in a search index (login, registration, alerts, free-text searches) are
// NOT disallowed here: a crawler must fetch them to read their noindex.

export function robotsRules(base: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', ...LOCALES.map((lang) => localePath(lang, paths.cockpit()))] }],
    // The index lists every part (app/sitemap.xml/route.ts).
    sitemap: `${base.replace(/\/+$/, '')}/sitemap.xml`,
  }
}

/** A page that search engines may read and follow but not list. */
export const NOINDEX = { index: false, follow: true } as const
