import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { findPublishedArticles, type ArticleTeaser } from './articles.server'
import { sanitizeEmbeddedHtml } from './html-sanitizer'
import { pageLinkContext, resolveStoredLink } from './links/links.server'
import { targetOfStoredLink, type LinkTarget, type ResolvedLink } from './links/link-target'
import { richTextLinkTargets, withResolvedLinks } from './links/rich-text-links'
import { mediaPath } from '../media/media-files'
import { videoOf } from '../institutions/profile-schema'
import { findOnlineJobs, jobCardsByIds, type JobCardData } from '../jobs/public.server'
import type { RichTextDocument } from './pages.server'

// A content page's blocks as the renderer needs them (ui/content/page-blocks.tsx, ADR 0061): links
// resolved with one read, embedded HTML cleaned again, videos as player ids, teasers loaded (only
// published articles and online jobs). A block that cannot show (a video address that is not one,
// a deleted image) is left out; a button whose link leads nowhere is left out.

type LayoutBlock = NonNullable<Page['layout']>[number]

export interface PageButton {
  label: string
  style: 'primary' | 'secondary' | 'link'
  link: ResolvedLink
}

export type PageBlock =
  | { kind: 'rich-text'; id: string; body: RichTextDocument }
  | { kind: 'navigation-buttons' | 'footer-buttons'; id: string; buttons: PageButton[] }
  | { kind: 'footer-title'; id: string; title: string }
  | { kind: 'html'; id: string; html: string }
  | { kind: 'video'; id: string; type: 'youtube' | 'vimeo'; source: string; title: string; ratio: '16:9' | '9:16' | '1:1' }
  | { kind: 'image'; id: string; src: string; alt: string; width: number | null; height: number | null; caption: string | null }
  | { kind: 'article-teasers'; id: string; title: string | null; articles: ArticleTeaser[] }
  | { kind: 'job-teasers'; id: string; title: string | null; jobs: JobCardData[] }

const idsOf = (values: readonly unknown[] | null | undefined): number[] =>
  (values ?? []).map((v) => (typeof v === 'number' ? v : v && typeof v === 'object' ? (v as { id?: unknown }).id : null)).filter((id): id is number => typeof id === 'number')

function targetsOf(layout: readonly LayoutBlock[]): LinkTarget[] {
  return layout.flatMap((block) => {
    if (block.blockType === 'rich-text') return richTextLinkTargets(block.body)
    if (block.blockType === 'navigation-buttons' || block.blockType === 'footer-buttons')
      return block.buttons.map((b) => targetOfStoredLink(b.link)).filter((t): t is LinkTarget => t !== null)
    return []
  })
}

async function articleTeasers(payload: Payload, locale: Locale, chosen: number[], count: number): Promise<ArticleTeaser[]> {
  if (chosen.length === 0) return (await findPublishedArticles(payload, { locale, page: 1 })).items.slice(0, count)
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ id: { in: chosen } }, { published_at: { less_than_equal: new Date().toISOString() } }] },
    select: { title: true, slug: true, teaser: true, published_at: true },
    depth: 0,
    pagination: false,
    locale,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((a) => [a.id, a]))
  return chosen
    .map((id) => byId.get(id))
    .filter((a) => a !== undefined)
    .map((a) => ({ id: a.id, slug: a.slug, title: a.title, teaser: a.teaser?.trim() || null, published_at: a.published_at ?? null, category: null }))
}

async function jobTeasers(payload: Payload, locale: Locale, chosen: number[], count: number): Promise<JobCardData[]> {
  if (chosen.length === 0) return (await findOnlineJobs(payload, { locale, page: 1 })).items.slice(0, count)
  return jobCardsByIds(payload, chosen, locale)
}

/** The page's blocks in this language, ready to render. */
export async function pageBlocks(payload: Payload, locale: Locale, layout: Page['layout']): Promise<PageBlock[]> {
  const blocks = layout ?? []
  const ctx = await pageLinkContext(payload, locale, targetsOf(blocks))
  const out = await Promise.all(
    blocks.map(async (block, index): Promise<PageBlock | null> => {
      const id = block.id ?? `block-${index}`
      switch (block.blockType) {
        case 'rich-text':
          return { kind: 'rich-text', id, body: withResolvedLinks(block.body, ctx) }
        case 'navigation-buttons':
        case 'footer-buttons': {
          const buttons = block.buttons.flatMap((b) => {
            const link = resolveStoredLink(b.link, ctx)
            return link ? [{ label: b.label, style: b.style, link }] : []
          })
          return buttons.length ? { kind: block.blockType, id, buttons } : null
        }
        case 'footer-title':
          return { kind: 'footer-title', id, title: block.title }
        case 'html': {
          const html = sanitizeEmbeddedHtml(block.html ?? '')
          return html ? { kind: 'html', id, html } : null
        }
        case 'video': {
          const video = videoOf(block.url)
          return video ? { kind: 'video', id, ...video, title: block.title, ratio: block.ratio } : null
        }
        case 'image': {
          const image = typeof block.image === 'object' ? block.image : null
          if (!image?.filename) return null
          const alt = block.alt?.trim() || image.alt?.trim() || ''
          return { kind: 'image', id, src: mediaPath(image.filename), alt, width: image.width ?? null, height: image.height ?? null, caption: block.caption?.trim() || null }
        }
        case 'teasers': {
          const title = block.title?.trim() || null
          if (block.source === 'jobs') return { kind: 'job-teasers', id, title, jobs: await jobTeasers(payload, locale, idsOf(block.jobs), block.count) }
          return { kind: 'article-teasers', id, title, articles: await articleTeasers(payload, locale, idsOf(block.articles), block.count) }
        }
        default:
          return null
      }
    }),
  )
  return out.filter((block): block is PageBlock => block !== null)
}
