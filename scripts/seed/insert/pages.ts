import { LEGAL_PAGE_PATHS } from '../../../src/modules/content/legal-pages'
import type { Locale } from '../../../src/i18n/locales'
import { LEGAL_PAGES, legalPageBody } from '../generate/legal-pages'
import { GUIDE_IMAGE_SVG, GUIDE_WORDS, guideLayout, guideStoryBody } from '../generate/guide-page'
import { SYSTEM, uploadMedia, type SeedContext } from './context'

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

/** The elective-year guide: a landing page with every content block, published in de, fr and it (ADR 0061). */
export async function insertGuidePage(ctx: SeedContext): Promise<void> {
  const image = await uploadMedia(ctx, { name: 'wahlstudienjahr.svg', kind: 'content', mimetype: 'image/svg+xml', data: Buffer.from(GUIDE_IMAGE_SVG), alt: GUIDE_WORDS.de.alt })
  const offer = (await ctx.payload.find({ collection: 'links', where: { identifier: { equals: 'offer' } }, limit: 1, ...SYSTEM })).docs[0]
  if (!offer) throw new Error('the link table has no "offer" row (insertContent runs first)')
  // The story the guide opens as a modal: published first, the guide's save checks its link.
  const story = (locale: Locale) => ({
    title: GUIDE_WORDS[locale].story.title,
    path: GUIDE_WORDS[locale].story.path,
    body: guideStoryBody(locale),
    section: 'primary' as const,
    _status: 'published' as const,
  })
  const storyDoc = await ctx.payload.create({ collection: 'pages', locale: 'de', data: story('de'), ...SYSTEM })
  for (const locale of ['fr', 'it'] as const) await ctx.payload.update({ collection: 'pages', id: storyDoc.id, locale, data: story(locale), ...SYSTEM })
  const data = (locale: Locale) => ({
    title: GUIDE_WORDS[locale].title,
    path: GUIDE_WORDS[locale].path,
    description: GUIDE_WORDS[locale].description,
    section: 'primary' as const,
    layout: guideLayout(locale, { image, offer: offer.id }),
    _status: 'published' as const,
  })
  const doc = await ctx.payload.create({ collection: 'pages', locale: 'de', data: data('de'), ...SYSTEM })
  for (const locale of ['fr', 'it'] as const) await ctx.payload.update({ collection: 'pages', id: doc.id, locale, data: data(locale), ...SYSTEM })
}
