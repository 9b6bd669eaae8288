// The small markup of text typed by users: blank lines separate paragraphs, single line breaks stay,
// runs of "- " / "• " / "* " lines are a list. Job ads are "formatted": their editor (a Lexical
// editor with Markdown export) adds numbered lists ("1. "), **bold**, *italic* and backslash escapes.
// Nothing here is HTML: the renderers build elements (React) or escape every character (JSON-LD).

export interface Run {
  text: string
  bold?: true
  italic?: true
}

export type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] }

const BULLET = /^\s*[•\-*–]\s+/
const NUMBER = /^\s*\d{1,3}[.)]\s+/

/** The text's paragraphs and lists, in order; empty paragraphs are dropped. */
export function textBlocks(text: string, { formatted = false }: { formatted?: boolean } = {}): Block[] {
  const blocks: Block[] = []
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const last = blocks.at(-1)
    const ordered = formatted && NUMBER.test(line)
    if (line.trim() === '') {
      blocks.push({ kind: 'paragraph', text: '' })
    } else if (ordered || BULLET.test(line)) {
      const item = line.replace(ordered ? NUMBER : BULLET, '').trim()
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item)
      else blocks.push({ kind: 'list', ordered, items: [item] })
    } else if (last?.kind === 'paragraph' && last.text !== '') {
      last.text = `${last.text}\n${line.trim()}`
    } else {
      blocks.push({ kind: 'paragraph', text: line.trim() })
    }
  }
  return blocks.filter((b) => b.kind === 'list' || b.text !== '')
}

const ESCAPED = /\\([\\*_`~.])/g
// ***both***, **bold**, *italic*: the marks hug their text (no space inside) and stand at word
// edges, so escaped stars and the gender star inside words ("Ärzt*innen") stay text
const EMPHASIS = /(?<![\\\p{L}\p{N}*])(\*{1,3})(?=[^\s*])((?:\\\*|[^*])*?[^\s\\])\1(?![\p{L}\p{N}*])/gu

/** A paragraph's or item's text as runs of plain, bold and italic text (unformatted text is one run). */
export function inlineRuns(text: string, { formatted = false }: { formatted?: boolean } = {}): Run[] {
  if (!formatted) return text === '' ? [] : [{ text }]
  const runs: Run[] = []
  const push = (raw: string, marks: Omit<Run, 'text'> = {}) => {
    const plain = raw.replace(ESCAPED, '$1')
    if (plain !== '') runs.push({ text: plain, ...marks })
  }
  let at = 0
  for (const match of text.matchAll(EMPHASIS)) {
    const [whole, stars = '', inner = ''] = match
    push(text.slice(at, match.index))
    push(inner, { ...(stars.length !== 1 ? { bold: true as const } : {}), ...(stars.length !== 2 ? { italic: true as const } : {}) })
    at = match.index + whole.length
  }
  push(text.slice(at))
  return runs
}

/** The text without its marks, e.g. for a meta description. */
export function plainTextOf(text: string, options: { formatted?: boolean } = {}): string {
  return textBlocks(text, options)
    .map((b) =>
      (b.kind === 'list' ? b.items : [b.text])
        .map((t) =>
          inlineRuns(t, options)
            .map((r) => r.text)
            .join(''),
        )
        .join('\n'),
    )
    .join('\n\n')
}
