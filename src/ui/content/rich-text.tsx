import type React from 'react'
import { RichText as LexicalRichText, type JSXConverters, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { Locale } from '@/i18n/locales'
import type { RichTextDocument } from '@/modules/content/pages.server'
import { resolveLink, targetOfLexicalLink, type ResolvedLink } from '@/modules/content/links/link-target'
import { HIGHLIGHT_STATE } from '@/modules/content/content-editor-marks'
import { mediaPath } from '@/modules/media/media-files'

// Rich text (Payload's Lexical JSON) of pages, articles and the rich-text block, as plain HTML
// styled by `.prose`: no inline styles, marks as their HTML elements, tables with a head, code
// blocks as <pre><code>, images with their alt text, links as the resolver left them (ADR 0061).

// Lexical's text format bits (lexical/LexicalConstants).
const FORMAT = { bold: 1, italic: 2, strike: 4, underline: 8, code: 16, sub: 32, sup: 64, highlight: 128 } as const

type TextNode = { text: string; format?: number; $?: Record<string, unknown> }
type LinkNode = { fields?: Record<string, unknown>; resolved?: ResolvedLink | null; children: unknown[] }
type UploadValue = { url?: string | null; filename?: string | null; alt?: string | null; mimeType?: string | null; width?: number | null; height?: number | null }
type UploadNode = { value?: unknown; fields?: { alt?: unknown } | null }
type CellNode = { headerState?: number; colSpan?: number; rowSpan?: number; children: unknown[] }
type RowNode = { children: CellNode[] }
type CodeFields = { code?: unknown; language?: unknown }

function markedText(node: TextNode): React.ReactNode {
  const format = node.format ?? 0
  let out: React.ReactNode = node.text
  if (format & FORMAT.code) out = <code>{out}</code>
  if (format & FORMAT.sub) out = <sub>{out}</sub>
  if (format & FORMAT.sup) out = <sup>{out}</sup>
  if (format & FORMAT.strike) out = <s>{out}</s>
  if (format & FORMAT.underline) out = <u>{out}</u>
  if (format & FORMAT.italic) out = <em>{out}</em>
  if (format & FORMAT.bold) out = <strong>{out}</strong>
  if (format & FORMAT.highlight || node.$?.[HIGHLIGHT_STATE.key] === HIGHLIGHT_STATE.value) out = <mark>{out}</mark>
  return out
}

/**
 * A link node's destination: as the page's loader resolved it (`resolved`, null: leads nowhere), or,
 * for a document rendered without that step, the kinds that need no data (external, e-mail, routes).
 */
function linkOf(node: LinkNode, locale: Locale): ResolvedLink | null {
  if (node.resolved !== undefined) return node.resolved
  const target = targetOfLexicalLink(node.fields ?? {})
  if (!target || target.kind === 'story' || target.kind === 'asset') return null
  const result = resolveLink(target, { locale, stories: new Map(), assets: new Map(), dictionary: null })
  return result.ok ? result.link : null
}

function linkElement(node: LinkNode, children: React.ReactNode, locale: Locale): React.ReactNode {
  const link = linkOf(node, locale)
  return link ? (
    <a href={link.href} target={link.target} rel={link.rel}>
      {children}
    </a>
  ) : (
    <>{children}</>
  )
}

function uploadOf(node: UploadNode): React.ReactNode {
  const doc = node.value && typeof node.value === 'object' ? (node.value as UploadValue) : null
  const src = doc?.filename ? mediaPath(doc.filename) : doc?.url
  if (!doc || !src) return null
  if (!doc.mimeType?.startsWith('image/')) return <a href={src}>{doc.filename}</a>
  const alt = (typeof node.fields?.alt === 'string' && node.fields.alt) || doc.alt || ''
  // eslint-disable-next-line @next/next/no-img-element -- a stored upload with its own size, sized by CSS
  return <img className="prose__image" src={src} alt={alt} width={doc.width ?? undefined} height={doc.height ?? undefined} loading="lazy" decoding="async" />
}

const isHeaderRow = (row: RowNode) => row.children.length > 0 && row.children.every((cell) => ((cell.headerState ?? 0) & 1) === 1)

export function RichText({ data, locale }: { data: RichTextDocument; locale: Locale }) {
  const converters: JSXConvertersFunction = ({ defaultConverters }) => {
    const own: JSXConverters = {
      text: ({ node }) => markedText(node as unknown as TextNode),
      link: ({ node, nodesToJSX }) => linkElement(node as unknown as LinkNode, nodesToJSX({ nodes: node.children }), locale),
      autolink: ({ node, nodesToJSX }) => linkElement(node as unknown as LinkNode, nodesToJSX({ nodes: node.children }), locale),
      upload: ({ node }) => uploadOf(node as unknown as UploadNode),
      table: ({ node, nodesToJSX }) => {
        const rows = node.children as unknown as RowNode[]
        const headCount = rows.findIndex((row) => !isHeaderRow(row))
        const split = headCount === -1 ? rows.length : headCount
        const render = (list: RowNode[]) => nodesToJSX({ nodes: list as never })
        return (
          <div className="prose__table" tabIndex={0}>
            <table>
              {split > 0 && <thead>{render(rows.slice(0, split))}</thead>}
              {split < rows.length && <tbody>{render(rows.slice(split))}</tbody>}
            </table>
          </div>
        )
      },
      tablerow: ({ node, nodesToJSX }) => <tr>{nodesToJSX({ nodes: node.children })}</tr>,
      tablecell: ({ node, nodesToJSX }) => {
        const cell = node as unknown as CellNode
        const state = cell.headerState ?? 0
        const span = { colSpan: cell.colSpan && cell.colSpan > 1 ? cell.colSpan : undefined, rowSpan: cell.rowSpan && cell.rowSpan > 1 ? cell.rowSpan : undefined }
        const children = nodesToJSX({ nodes: node.children })
        if (state & 1)
          return (
            <th scope="col" {...span}>
              {children}
            </th>
          )
        if (state & 2)
          return (
            <th scope="row" {...span}>
              {children}
            </th>
          )
        return <td {...span}>{children}</td>
      },
      blocks: {
        code: ({ node }) => {
          const fields = node.fields as CodeFields
          const language = typeof fields.language === 'string' && /^[a-z0-9+-]+$/i.test(fields.language) ? fields.language : undefined
          return (
            <pre className="prose__code">
              <code className={language ? `language-${language}` : undefined}>{typeof fields.code === 'string' ? fields.code : ''}</code>
            </pre>
          )
        },
      },
    }
    return { ...defaultConverters, ...own }
  }
  return <LexicalRichText data={data} converters={converters} className="prose" />
}
