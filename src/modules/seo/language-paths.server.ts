import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { filterDictionary } from '../search-path/dictionary.server'
import { findPagePathFromOtherLanguage, findPublishedPage } from '../content/pages.server'
import { findArticleSlugFromOtherLanguage, findCategorySlugFromOtherLanguage } from '../content/articles.server'
import { languagePaths } from './language-paths'

// The language switcher's links for a path, with the lookups from the database (ADR 0062).

/**
 * The page at `pathname` (with its language) in every language; once per request (React's cache):
 * Next renders the root layout a second time for its not-found fallback (ADR 0072).
 */
export const languagePathsOf = cache(async function languagePathsOf(pathname: string): Promise<Record<Locale, string>> {
  const payload = await payloadClient()
  let dict: ReturnType<typeof filterDictionary> | undefined
  return languagePaths(pathname, {
    dictionary: () => (dict ??= filterDictionary(payload)),
    pagePath: async (to, path) => ((await findPublishedPage(payload, to, path)) ? path : findPagePathFromOtherLanguage(payload, to, path)),
    articleSlug: (to, slug) => findArticleSlugFromOtherLanguage(payload, to, slug),
    categorySlug: (to, slug) => findCategorySlugFromOtherLanguage(payload, to, slug),
    tagSlug: (to, slug) => findCategorySlugFromOtherLanguage(payload, to, slug, 'tags'),
  })
})
