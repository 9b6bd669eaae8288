// Storyblok's rich-text JSON (ProseMirror: doc, paragraph, heading, lists, blockquote, code_block,
// image, emoji, table, hard_break, horizontal_rule; marks bold, italic, strike, underline, code,
// subscript, superscript, highlight, link) -> Payload's Lexical JSON with every node and mark our
// renderer draws (ui/content/rich-text.tsx, ADR 0061). What has no counterpart is reported and
// its text kept (ADR 0069).

export interface RichTextContext {
  /** the link table's row for a story uuid (null: none) */
  storyLink(uuid: string): number | null
  /** the media document imported for an asset address (null: none) */
  asset(url: string): number | null
  /** something that could not be mapped, e.g. "rich-text node blok" */
  unmapped(what: string): void
}

type SbNode = { type?: unknown; text?: unknown; attrs?: Record<string, unknown> | null; marks?: SbMark[] | null; content?: unknown }
type SbMark = { type?: unknown; attrs?: Record<string, unknown> | null }
export type LexicalNode = Record<string, unknown> & { type: string }
export type LexicalDocument = { root: LexicalNode & { children: LexicalNode[] } }

const BASE = { format: '', indent: 0, version: 1, direction: 'ltr' } as const
// Lexical's text format bits (lexical/LexicalConstants), as the renderer reads them.
const FORMAT: Record<string, number> = { bold: 1, italic: 2, strike: 4, underline: 8, code: 16, subscript: 32, superscript: 64, highlight: 128 }

// The code block's languages (Payload's CodeBlock select; others are kept as plain text).
const CODE_LANGUAGES = new Set([
  'css',
  'html',
  'javascript',
  'typescript',
  'python',
  'shell',
  'sql',
  'xml',
  'yaml',
  'markdown',
  'php',
  'java',
  'csharp',
  'cpp',
  'go',
  'rust',
  'ruby',
  'plaintext',
])
const CODE_ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', sh: 'shell', bash: 'shell', py: 'python', md: 'markdown', yml: 'yaml', json: 'javascript' }

const childrenOf = (node: SbNode): SbNode[] => (Array.isArray(node.content) ? (node.content as SbNode[]) : [])
const text = (value: string, format = 0): LexicalNode => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (children: LexicalNode[]): LexicalNode => ({ ...BASE, type: 'paragraph', textFormat: 0, textStyle: '', children })
const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The plain text of a node (for what is kept as text). */
export function plainText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const n = node as SbNode
  if (n.type === 'text') return str(n.text)
  if (n.type === 'hard_break') return '\n'
  if (n.type === 'emoji') return str(n.attrs?.emoji) || str(n.attrs?.fallbackImage && n.attrs?.name)
  return childrenOf(n)
    .map(plainText)
    .join(n.type === 'doc' ? '\n' : '')
}

export function isRichText(value: unknown): boolean {
  return !!value && typeof value === 'object' && (value as SbNode).type === 'doc'
}

function linkFields(attrs: Record<string, unknown>, ctx: RichTextContext): Record<string, unknown> | null {
  const linktype = str(attrs.linktype) || 'url'
  const href = str(attrs.href)
  if (linktype === 'story') {
    const id = ctx.storyLink(str(attrs.uuid))
    if (id === null) {
      ctx.unmapped(`link to a story that is not in the space (${str(attrs.uuid) || href || '?'})`)
      return null
    }
    return { linkType: 'internal', doc: { relationTo: 'links', value: id }, newTab: attrs.target === '_blank' }
  }
  if (linktype === 'asset') {
    const id = ctx.asset(href)
    if (id === null) {
      ctx.unmapped(`link to a file that was not imported (${href || '?'})`)
      return null
    }
    return { linkType: 'internal', doc: { relationTo: 'media', value: id }, newTab: false }
  }
  if (linktype === 'email') return { linkType: 'custom', url: href.startsWith('mailto:') ? href : `mailto:${href}`, newTab: false }
  return href ? { linkType: 'custom', url: href, newTab: attrs.target === '_blank' } : null
}

function inline(node: SbNode, ctx: RichTextContext): LexicalNode[] {
  switch (node.type) {
    case 'text': {
      let format = 0
      let link: Record<string, unknown> | null = null
      for (const mark of node.marks ?? []) {
        const type = str(mark.type)
        if (FORMAT[type] !== undefined) format |= FORMAT[type] ?? 0
        else if (type === 'link') link = linkFields(mark.attrs ?? {}, ctx)
        else ctx.unmapped(`rich-text mark ${type || '?'}`)
      }
      const t = text(str(node.text), format)
      return link ? [{ ...BASE, type: 'link', version: 3, fields: link, children: [t] }] : [t]
    }
    case 'hard_break':
      return [{ type: 'linebreak', version: 1 }]
    case 'emoji':
      return [text(str(node.attrs?.emoji) || `:${str(node.attrs?.name)}:`)]
    case 'image':
      // images are blocks in Lexical: hoisted by blocksOf
      return [imageNode(node, ctx)].filter((n): n is LexicalNode => n !== null)
    default: {
      ctx.unmapped(`rich-text node ${str(node.type) || '?'}`)
      const kept = plainText(node)
      return kept ? [text(kept)] : []
    }
  }
}

function imageNode(node: SbNode, ctx: RichTextContext): LexicalNode | null {
  const src = str(node.attrs?.src)
  const id = ctx.asset(src)
  if (id === null) {
    ctx.unmapped(`image that was not imported (${src || '?'})`)
    return null
  }
  return { type: 'upload', relationTo: 'media', value: id, fields: { alt: str(node.attrs?.alt) }, format: '', version: 3 }
}

/** Inline children of a block; an image among them is moved out after the block (Lexical keeps them apart). */
function inlineChildren(nodes: SbNode[], ctx: RichTextContext): { inline: LexicalNode[]; hoisted: LexicalNode[] } {
  const out: LexicalNode[] = []
  const hoisted: LexicalNode[] = []
  for (const node of nodes) for (const n of inline(node, ctx)) (n.type === 'upload' ? hoisted : out).push(n)
  return { inline: out, hoisted }
}

/** The inline content of nested paragraphs (list items, quotes, cells), joined by line breaks. */
function flattened(nodes: SbNode[], ctx: RichTextContext): { inline: LexicalNode[]; nested: LexicalNode[] } {
  const out: LexicalNode[] = []
  const nested: LexicalNode[] = []
  for (const node of nodes) {
    if (node.type === 'paragraph' || node.type === 'heading') {
      if (out.length) out.push({ type: 'linebreak', version: 1 })
      const parts = inlineChildren(childrenOf(node), ctx)
      out.push(...parts.inline)
      nested.push(...parts.hoisted)
    } else if (node.type === 'bullet_list' || node.type === 'ordered_list') nested.push(...blocksOf(node, ctx))
    else {
      const parts = inlineChildren([node], ctx)
      out.push(...parts.inline)
      nested.push(...parts.hoisted)
    }
  }
  return { inline: out, nested }
}

function listOf(node: SbNode, ctx: RichTextContext): LexicalNode {
  const ordered = node.type === 'ordered_list'
  const start = typeof node.attrs?.order === 'number' ? node.attrs.order : 1
  const items = childrenOf(node).map((item, i) => {
    const { inline: children, nested } = flattened(childrenOf(item), ctx)
    return { ...BASE, type: 'listitem', value: start + i, children: [...children, ...nested] }
  })
  return { ...BASE, type: 'list', listType: ordered ? 'number' : 'bullet', start, tag: ordered ? 'ol' : 'ul', children: items }
}

function tableOf(node: SbNode, ctx: RichTextContext): LexicalNode {
  const rows = childrenOf(node).map((row) => ({
    ...BASE,
    type: 'tablerow',
    children: childrenOf(row).map((cell) => {
      const { inline: children } = flattened(childrenOf(cell), ctx)
      const span = (name: string) => (typeof cell.attrs?.[name] === 'number' ? (cell.attrs[name] as number) : 1)
      return {
        ...BASE,
        type: 'tablecell',
        headerState: cell.type === 'tableHeader' ? 1 : 0,
        colSpan: span('colspan'),
        rowSpan: span('rowspan'),
        backgroundColor: null,
        children: [paragraph(children)],
      }
    }),
  }))
  return { ...BASE, type: 'table', children: rows }
}

function blocksOf(node: SbNode, ctx: RichTextContext): LexicalNode[] {
  switch (node.type) {
    case 'paragraph': {
      const { inline: children, hoisted } = inlineChildren(childrenOf(node), ctx)
      return [...(children.length || !hoisted.length ? [paragraph(children)] : []), ...hoisted]
    }
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 2))
      const { inline: children, hoisted } = inlineChildren(childrenOf(node), ctx)
      return [{ ...BASE, type: 'heading', tag: `h${level}`, children }, ...hoisted]
    }
    case 'bullet_list':
    case 'ordered_list':
      return [listOf(node, ctx)]
    case 'blockquote': {
      const { inline: children, nested } = flattened(childrenOf(node), ctx)
      return [{ ...BASE, type: 'quote', children }, ...nested]
    }
    case 'code_block': {
      const named = str(node.attrs?.class)
        .replace(/^language-/, '')
        .toLowerCase()
      const language = CODE_LANGUAGES.has(CODE_ALIASES[named] ?? named) ? (CODE_ALIASES[named] ?? named) : 'plaintext'
      return [
        {
          type: 'block',
          format: '',
          version: 2,
          fields: { id: `sb-${str(node.attrs?._uid) || plainText(node).length}`, blockType: 'code', blockName: '', code: plainText(node), language },
        },
      ]
    }
    case 'horizontal_rule':
      return [{ type: 'horizontalrule', version: 1 }]
    case 'image': {
      const image = imageNode(node, ctx)
      return image ? [image] : []
    }
    case 'table':
      return [tableOf(node, ctx)]
    case 'text':
    case 'hard_break':
    case 'emoji':
      return [paragraph(inline(node, ctx))]
    default: {
      ctx.unmapped(`rich-text node ${str(node.type) || '?'}`)
      const kept = plainText(node)
      return kept ? [paragraph([text(kept)])] : []
    }
  }
}

/** Storyblok rich text -> a Lexical document (null: nothing in it). */
export function lexicalFromStoryblok(doc: unknown, ctx: RichTextContext): LexicalDocument | null {
  if (!isRichText(doc)) return null
  const children = childrenOf(doc as SbNode).flatMap((node) => blocksOf(node, ctx))
  if (children.length === 0) return null
  return { root: { ...BASE, type: 'root', children } }
}

/** Plain paragraphs as a Lexical document (what an unknown component keeps). */
export function lexicalParagraphs(texts: readonly string[]): LexicalDocument | null {
  const kept = texts.map((t) => t.trim()).filter(Boolean)
  return kept.length ? { root: { ...BASE, type: 'root', children: kept.map((t) => paragraph([text(t)])) } } : null
}
