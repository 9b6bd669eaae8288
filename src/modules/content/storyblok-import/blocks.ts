import { isLinkRoute } from '../links/link-target'
import { BUTTON_STYLES, TEASER_MAX, VIDEO_RATIOS } from '../page-blocks'
import { isRichText, lexicalFromStoryblok, lexicalParagraphs, plainText, type LexicalDocument, type RichTextContext } from './rich-text'
import { MultilinkSchema, isAssetField, type Component } from './source'

// Storyblok components -> the blocks of a page's `layout` (page-blocks.ts, ADR 0061). Names are
// compared without case, "-" and "_". Containers (grid, section, columns …) give their nested
// blocks; a component we do not know is reported and kept as a rich-text block of its text, its
// nested components mapped as usual (ADR 0069).

export interface BlockContext extends RichTextContext {
  /** the article imported for a story uuid (teasers) */
  article(uuid: string): number | null
}

export type PageBlock = Record<string, unknown> & { blockType: string }
export type LinkGroup =
  | { kind: 'story'; story: number }
  | { kind: 'external'; url: string; new_tab: boolean }
  | { kind: 'email'; email: string }
  | { kind: 'asset'; asset: number }
  | { kind: 'internal'; route: string; filters: string }

const CONTAINERS = new Set(['grid', 'section', 'columns', 'column', 'row', 'container', 'group'])
const RICH_TEXT = new Set(['richtext', 'text', 'textblock', 'content'])
const BUTTONS = new Set(['navigationbuttons', 'buttons', 'buttongroup'])

const nameOf = (component: string) => component.toLowerCase().replace(/[-_\s]/g, '')
const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const isComponent = (value: unknown): value is Component => !!value && typeof value === 'object' && typeof (value as { component?: unknown }).component === 'string'
export const componentsOf = (value: unknown): Component[] => (Array.isArray(value) ? value.filter(isComponent) : [])

/** A multilink field -> the link group of blocks (null: reported, leads nowhere). */
export function linkGroupOf(value: unknown, ctx: RichTextContext): LinkGroup | null {
  const parsed = MultilinkSchema.safeParse(value)
  if (!parsed.success) return null
  const link = parsed.data
  if (link.linktype === 'story') {
    const story = link.id ? ctx.storyLink(link.id) : null
    if (story === null) ctx.unmapped(`link to a story that is not in the space (${link.cached_url || link.id || '?'})`)
    return story === null ? null : { kind: 'story', story }
  }
  if (link.linktype === 'email') return link.email ? { kind: 'email', email: link.email.replace(/^mailto:/, '') } : null
  const url = link.url || link.cached_url || ''
  if (link.linktype === 'asset') {
    const asset = ctx.asset(url)
    if (asset === null) ctx.unmapped(`link to a file that was not imported (${url || '?'})`)
    return asset === null ? null : { kind: 'asset', asset }
  }
  if (/^https?:\/\//i.test(url)) return { kind: 'external', url, new_tab: link.target !== '_self' }
  const [route = '', ...filters] = url.replace(/^\//, '').split('/').filter(Boolean)
  if (url.startsWith('/') && isLinkRoute(route)) return { kind: 'internal', route, filters: filters.join('/') }
  if (url) ctx.unmapped(`link to an address this site does not have (${url})`)
  return null
}

function richTextOf(component: Component, ctx: RichTextContext): LexicalDocument | null {
  for (const value of Object.values(component)) if (isRichText(value)) return lexicalFromStoryblok(value, ctx)
  return lexicalParagraphs([str(component.text), str(component.body), str(component.content)])
}

function buttonsOf(component: Component, ctx: RichTextContext) {
  const rows = componentsOf(component.buttons ?? component.items ?? component.body)
  return rows.flatMap((button) => {
    const link = linkGroupOf(button.link ?? button.url, ctx)
    const label = str(button.label) || str(button.text) || str(button.title)
    if (!link || !label) return []
    const style = (BUTTON_STYLES as readonly string[]).includes(str(button.style)) ? str(button.style) : 'primary'
    return [{ label: label.slice(0, 80), link, style }]
  })
}

/** The text an unknown component carries: its string fields and rich text, in order. */
function keptText(component: Component): string[] {
  return Object.entries(component).flatMap(([key, value]) => {
    if (key === 'component' || key === '_uid' || key.startsWith('_')) return []
    if (typeof value === 'string' && value.trim() && !/^[0-9a-f-]{36}$/i.test(value)) return [value]
    if (isRichText(value)) return [plainText(value)]
    return []
  })
}

function blockOf(component: Component, ctx: BlockContext): PageBlock[] {
  const name = nameOf(component.component)
  if (CONTAINERS.has(name)) return Object.values(component).flatMap((value) => componentsOf(value).flatMap((child) => blockOf(child, ctx)))
  if (RICH_TEXT.has(name)) {
    const body = richTextOf(component, ctx)
    return body ? [{ blockType: 'rich-text', body }] : []
  }
  if (name === 'html' || name === 'htmlblock') {
    const html = str(component.html) || str(component.code)
    return html ? [{ blockType: 'html', html }] : []
  }
  if (name === 'video' || name === 'youtube' || name === 'vimeo') {
    const url = str(component.url) || str((component.video as { url?: unknown } | undefined)?.url)
    const ratio = (VIDEO_RATIOS as readonly string[]).includes(str(component.ratio)) ? str(component.ratio) : '16:9'
    return url ? [{ blockType: 'video', url, title: (str(component.title) || 'Video').slice(0, 120), ratio }] : []
  }
  if (name === 'image') {
    const field = isAssetField(component.image) ? component.image : isAssetField(component.asset) ? component.asset : null
    const image = field ? ctx.asset(field.filename) : null
    if (image === null) return []
    return [{ blockType: 'image', image, alt: (str(component.alt) || field?.alt || '').slice(0, 200), caption: str(component.caption).slice(0, 300) || undefined }]
  }
  if (BUTTONS.has(name) || name === 'footerbuttons') {
    const buttons = buttonsOf(component, ctx)
    return buttons.length ? [{ blockType: name === 'footerbuttons' ? 'footer-buttons' : 'navigation-buttons', buttons: buttons.slice(0, 6) }] : []
  }
  if (name === 'footertitle') {
    const title = str(component.title) || str(component.text)
    return title ? [{ blockType: 'footer-title', title: title.slice(0, 120) }] : []
  }
  if (name === 'teasers' || name === 'articleteasers') {
    const uuids = Array.isArray(component.articles) ? component.articles.filter((v): v is string => typeof v === 'string') : []
    const articles = uuids.map((uuid) => ctx.article(uuid)).filter((id): id is number => id !== null)
    const count = Math.min(TEASER_MAX, Math.max(1, Number(component.count) || 3))
    return [{ blockType: 'teasers', title: str(component.title).slice(0, 120) || undefined, source: 'articles', articles: articles.slice(0, TEASER_MAX), count }]
  }
  ctx.unmapped(`component ${component.component}`)
  const kept = lexicalParagraphs(keptText(component))
  const nested = Object.values(component).flatMap((value) => componentsOf(value).flatMap((child) => blockOf(child, ctx)))
  return [...(kept ? [{ blockType: 'rich-text', body: kept }] : []), ...nested]
}

/** A list of components -> blocks, in order. */
export function blocksFromComponents(value: unknown, ctx: BlockContext): PageBlock[] {
  return componentsOf(value).flatMap((component) => blockOf(component, ctx))
}
