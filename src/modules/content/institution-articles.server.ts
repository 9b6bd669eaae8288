import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'

// E-journal articles about an institution: published ones (published_at reached) whose
// `institutions` relationship names it, newest first (ADR 0010).

export const INSTITUTION_ARTICLES_SHOWN = 3

export interface InstitutionArticle {
  id: number
  slug: string
  title: string
  teaser: string | null
  published_at: string | null
}

export async function findInstitutionArticles(payload: Payload, institutionId: number, locale: Locale, now = new Date()): Promise<InstitutionArticle[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    // Only those written in this language (the others have no slug here; ADR 0063).
    where: { and: [{ institutions: { in: [institutionId] } }, { published_at: { less_than_equal: now.toISOString() } }, { slug: { exists: true } }] },
    select: { title: true, slug: true, teaser: true, published_at: true },
    sort: ['-published_at', '-id'],
    limit: INSTITUTION_ARTICLES_SHOWN,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return docs.map((a) => ({ id: a.id, slug: a.slug, title: a.title, teaser: a.teaser?.trim() || null, published_at: a.published_at ?? null }))
}
