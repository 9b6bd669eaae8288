import { LEGAL_PAGE_PATHS } from '../../../src/modules/content/legal-pages'
import type { Locale } from '../../../src/i18n/locales'
import { LEGAL_PAGES, legalPageBody } from '../generate/legal-pages'
import { SYSTEM, type SeedContext } from './context'

/** The legal pages, published in de, fr and it at the paths the site links to. */
export async function insertLegalPages(ctx: SeedContext): Promise<void> {
  for (const spec of LEGAL_PAGES) {
    const data = (locale: Locale) => ({
      title: spec.title[locale],
      path: LEGAL_PAGE_PATHS[spec.key][locale],
      description: spec.description[locale],
      body: legalPageBody(spec, locale),
      _status: 'published' as const,
    })
    const doc = await ctx.payload.create({ collection: 'pages', locale: 'de', data: { ...data('de'), legal_key: spec.key }, ...SYSTEM })
    for (const locale of ['fr', 'it'] as const) await ctx.payload.update({ collection: 'pages', id: doc.id, locale, data: data(locale), ...SYSTEM })
  }
}
