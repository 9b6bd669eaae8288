import { HIGHLIGHT_STATE } from '../content/content-editor-marks'
import { targetOfLexicalLink, type LinkTarget } from '../content/links/link-target'

// Our rich text (Payload's Lexical JSON) as Storyblok's rich-text JSON (ADR 0068, "Rich text"),
// the schema of @storyblok/richtext: doc, paragraph, heading, bullet_list, ordered_list, list_item,
// blockquote, code_block, image, hard_break, horizontal_rule, table, tableRow, tableCell,
// tableHeader; marks bold, italic, strike, underline, code, subscript, superscript, highlight, link.
// Pure: where links and files lead is asked of the context.

export type SbMark = { type: string; attrs?: Record<string, unknown> }
export type SbNode = { type: string; attrs?: Record<string, unknown>; content?: SbNode[]; marks?: SbMark[]; text?: string }

/** A file a rich-text node or an asset link names. */
export interface SbFile {
  id: number
  url: string
  alt: string | null
  filename: string
  isImage: boolean
}

export type SbLinkAttrs = { href: string; uuid: string | null; anchor: null; target: '_blank' | '_self' | null; linktype: 'url' | 'story' | 'asset' | 'email' }

export interface RichTextContext {
  /** a link target as Storyblok's link attributes, or null when it leads nowhere */
  link(target: LinkTarget): SbLinkAttrs | null
  /** a media file by id or by its populated document */
  file(value: unknown): SbFile | null
}

// Lexical's text format bits (lexical/LexicalConstants).
const FORMAT_MARKS: [number, string][] = [
  [1, 'bold'],
  [2, 'italic'],
  [4, 'strike'],
  [8, 'underline'],
  [16, 'code'],
  [32, 'subscript'],
  [64, 'superscript'],
  [128, 'highlight'],
]

type LexNode = {
  type?: string
  children?: LexNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  start?: number
  fields?: Record<string, unknown>
  value?: unknown
  headerState?: number
  colSpan?: number
  rowSpan?: number
  $?: Record<string, unknown>
}

const INLINE = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

function textMarks(node: LexNode): SbMark[] {
  const format = typeof node.format === 'number' ? node.format : 0
  const marks: SbMark[] = FORMAT_MARKS.filter(([bit]) => format & bit).map(([, type]) => ({ type }))
  const highlighted = node.$?.[HIGHLIGHT_STATE.key] === HIGHLIGHT_STATE.value
  if (highlighted && !marks.some((m) => m.type === 'highlight')) marks.push({ type: 'highlight' })
  return marks
}

function inline(nodes: LexNode[] | undefined, ctx: RichTextContext, extra: SbMark[] = []): SbNode[] {
  const out: SbNode[] = []
  for (const node of nodes ?? []) {
    if (node.type === 'text' || node.type === 'tab') {
      const text = node.type === 'tab' ? '\t' : (node.text ?? '')
      if (!text) continue
      const marks = [...textMarks(node), ...extra]
      out.push(marks.length ? { type: 'text', text, marks } : { type: 'text', text })
    } else if (node.type === 'linebreak') {
      out.push({ type: 'hard_break' })
    } else if (node.type === 'link' || node.type === 'autolink') {
      const target = targetOfLexicalLink((node.fields ?? {}) as Parameters<typeof targetOfLexicalLink>[0])
      const attrs = target ? ctx.link(target) : null
      out.push(...inline(node.children, ctx, attrs ? [...extra, { type: 'link', attrs }] : extra))
    } else if (node.children) {
      out.push(...inline(node.children, ctx, extra))
    }
  }
  return out
}

/** Block children; runs of inline nodes are wrapped in a paragraph (list items, quotes, cells). */
function blocks(nodes: LexNode[] | undefined, ctx: RichTextContext): SbNode[] {
  const out: SbNode[] = []
  let run: LexNode[] = []
  const flush = () => {
    const content = inline(run, ctx)
    if (content.length) out.push({ type: 'paragraph', content })
    run = []
  }
  for (const node of nodes ?? []) {
    if (INLINE.has(node.type ?? '')) {
      run.push(node)
      continue
    }
    flush()
    const converted = block(node, ctx)
    if (converted) out.push(converted)
  }
  flush()
  return out
}

function paragraph(content: SbNode[]): SbNode {
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' }
}

function upload(node: LexNode, ctx: RichTextContext): SbNode | null {
  const file = ctx.file(node.value)
  if (!file) return null
  const alt = (typeof node.fields?.alt === 'string' && node.fields.alt) || file.alt || null
  if (file.isImage) {
    return { type: 'image', attrs: { id: file.id, src: file.url, alt, title: null, source: null, copyright: null, meta_data: null } }
  }
  const attrs: SbLinkAttrs = { href: file.url, uuid: null, anchor: null, target: null, linktype: 'asset' }
  return paragraph([{ type: 'text', text: file.filename, marks: [{ type: 'link', attrs }] }])
}

function block(node: LexNode, ctx: RichTextContext): SbNode | null {
  switch (node.type) {
    case 'paragraph':
      return paragraph(inline(node.children, ctx))
    case 'heading': {
      const level = Number(/^h([1-6])$/.exec(node.tag ?? '')?.[1] ?? 2)
      return { type: 'heading', attrs: { level }, content: inline(node.children, ctx) }
    }
    case 'list': {
      const items = (node.children ?? []).map((item) => ({ type: 'list_item', content: blocks(item.children, ctx) }))
      return node.listType === 'number' ? { type: 'ordered_list', attrs: { order: node.start ?? 1 }, content: items } : { type: 'bullet_list', content: items }
    }
    case 'quote':
      return { type: 'blockquote', content: blocks(node.children, ctx) }
    case 'horizontalrule':
      return { type: 'horizontal_rule' }
    case 'upload':
      return upload(node, ctx)
    case 'block': {
      if (node.fields?.blockType !== 'code') return null
      const code = typeof node.fields.code === 'string' ? node.fields.code : ''
      const language = typeof node.fields.language === 'string' && /^[a-z0-9+-]+$/i.test(node.fields.language) ? node.fields.language : null
      return { type: 'code_block', attrs: { class: language ? `language-${language}` : null }, content: code ? [{ type: 'text', text: code }] : [] }
    }
    case 'table':
      return { type: 'table', content: (node.children ?? []).map((row) => block(row, ctx)).filter((n): n is SbNode => n !== null) }
    case 'tablerow':
      return { type: 'tableRow', content: (node.children ?? []).map((cell) => block(cell, ctx)).filter((n): n is SbNode => n !== null) }
    case 'tablecell': {
      const content = blocks(node.children, ctx)
      const attrs = { colspan: node.colSpan && node.colSpan > 1 ? node.colSpan : 1, rowspan: node.rowSpan && node.rowSpan > 1 ? node.rowSpan : 1, colwidth: null }
      return { type: (node.headerState ?? 0) > 0 ? 'tableHeader' : 'tableCell', attrs, content: content.length ? content : [paragraph([])] }
    }
    default:
      return node.children ? paragraph(inline(node.children, ctx)) : null
  }
}

/** A Lexical document as a Storyblok rich-text document (an empty doc for nothing). */
export function storyblokRichText(document: unknown, ctx: RichTextContext): SbNode {
  const root = document && typeof document === 'object' ? (document as { root?: LexNode }).root : undefined
  return { type: 'doc', content: blocks(root?.children, ctx) }
}
