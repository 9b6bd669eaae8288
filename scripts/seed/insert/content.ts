import type { Locale } from '../../../src/modules/essentials/data'
import { slugify } from '../../../src/modules/essentials/slugify'
import { ARTICLE_CATEGORIES, ARTICLE_NOTE, ARTICLES, AUTHORS, LINKS, REDIRECTS, SETTINGS, TAGS, lexicalParagraphs } from '../generate/content'
import { isoDays } from '../generate/dates'
import { logoSvg } from '../generate/graphics'
import type { InstitutionSpec } from '../generate/types'
import type { Random } from '../random'
import { arrayRowId, idAt, SYSTEM, uploadMedia, type SeedContext } from './context'

const TRANSLATIONS: Locale[] = ['fr', 'it']

async function insertNamed(ctx: SeedContext, collection: 'tags' | 'article-categories', names: readonly Record<Locale, string>[]): Promise<number[]> {
  const ids: number[] = []
  for (const name of names) {
    const doc = await ctx.payload.create({ collection, locale: 'de', data: { name: name.de, slug: slugify(name.de) }, ...SYSTEM })
    for (const locale of TRANSLATIONS) {
      await ctx.payload.update({ collection, id: doc.id, locale, data: { name: name[locale], slug: slugify(name[locale]) }, ...SYSTEM })
    }
    ids.push(doc.id)
  }
  return ids
}

export async function insertContent(ctx: SeedContext, rng: Random, institutions: readonly InstitutionSpec[], institutionIds: readonly number[]): Promise<void> {
  const authorIds: number[] = []
  for (const [index, author] of AUTHORS.entries()) {
    const image = await uploadMedia(ctx, {
      name: `author-${author.slug}.svg`,
      kind: 'content',
      mimetype: 'image/svg+xml',
      data: Buffer.from(logoSvg(author.name.replace(/^Dr\. med\. /, ''), 200 + index * 50)),
      alt: author.name,
    })
    const doc = await ctx.payload.create({ collection: 'authors', locale: 'de', data: { name: author.name, slug: author.slug, bio: author.bio.de, image }, ...SYSTEM })
    for (const locale of TRANSLATIONS) await ctx.payload.update({ collection: 'authors', id: doc.id, locale, data: { bio: author.bio[locale] }, ...SYSTEM })
    authorIds.push(doc.id)
  }
  const tagIds = await insertNamed(ctx, 'tags', TAGS)
  const categoryIds = await insertNamed(ctx, 'article-categories', ARTICLE_CATEGORIES)

  for (const article of ARTICLES) {
    const candidates = institutions.flatMap((inst, index) =>
      inst.status === 'active' && (!article.about?.category || inst.category === article.about.category) && (!article.about?.lang || inst.mainLang === article.about.lang)
        ? [index]
        : [],
    )
    const linked = rng.sample(candidates, article.institutions).map((index) => idAt(institutionIds, index, 'institution'))
    const body = (locale: Locale) => lexicalParagraphs([article.teaser[locale], ARTICLE_NOTE[locale]])
    const doc = await ctx.payload.create({
      collection: 'articles',
      locale: 'de',
      data: {
        title: article.title.de,
        slug: slugify(article.title.de),
        teaser: article.teaser.de,
        body: body('de'),
        category: idAt(categoryIds, article.category, 'article category'),
        tags: article.tags.map((t) => idAt(tagIds, t, 'tag')),
        author: idAt(authorIds, article.author, 'author'),
        institutions: linked,
        published_at: isoDays(ctx.anchor, -article.age + 8 / 24),
      },
      ...SYSTEM,
    })
    for (const locale of TRANSLATIONS) {
      await ctx.payload.update({
        collection: 'articles',
        id: doc.id,
        locale,
        data: { title: article.title[locale], slug: slugify(article.title[locale]), teaser: article.teaser[locale], body: body(locale) },
        ...SYSTEM,
      })
    }
  }

  for (const link of LINKS) {
    const doc = await ctx.payload.create({ collection: 'links', locale: 'de', data: { identifier: link.identifier, path: link.path.de, is_folder: link.isFolder }, ...SYSTEM })
    for (const locale of TRANSLATIONS) await ctx.payload.update({ collection: 'links', id: doc.id, locale, data: { path: link.path[locale] }, ...SYSTEM })
  }
  for (const redirect of REDIRECTS) {
    await ctx.payload.create({ collection: 'redirects', data: { ...redirect, active: true }, ...SYSTEM })
  }

  await ctx.payload.updateGlobal({
    slug: 'settings',
    locale: 'de',
    data: {
      site_name: SETTINGS.site_name,
      claim: SETTINGS.claim.de,
      footer_text: SETTINGS.footer_text.de,
      social: SETTINGS.social.map((s) => ({ ...s, id: arrayRowId(`settings/social/${s.network}`) })),
    },
    ...SYSTEM,
  })
  for (const locale of TRANSLATIONS) {
    await ctx.payload.updateGlobal({ slug: 'settings', locale, data: { claim: SETTINGS.claim[locale], footer_text: SETTINGS.footer_text[locale] }, ...SYSTEM })
  }
}
