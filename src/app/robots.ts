import type { MetadataRoute } from 'next'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = process.env.PUBLIC_URL ?? 'http://localhost:3000'
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/de/cockpit', '/fr/cockpit', '/it/cockpit'] }],
    // The index lists every part (app/sitemap.xml/route.ts).
    sitemap: `${base}/sitemap.xml`,
  }
}
