// Plain text from a textarea as HTML: blank lines separate paragraphs, runs of "• " / "- " / "* "
// lines become a list, single line breaks inside a paragraph are kept (white-space: pre-line).
type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

const BULLET = /^\s*(?:[•\-*–])\s+/

export function textBlocks(text: string): Block[] {
  const blocks: Block[] = []
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const last = blocks.at(-1)
    if (line.trim() === '') {
      blocks.push({ kind: 'paragraph', text: '' })
    } else if (BULLET.test(line)) {
      const item = line.replace(BULLET, '').trim()
      if (last?.kind === 'list') last.items.push(item)
      else blocks.push({ kind: 'list', items: [item] })
    } else if (last?.kind === 'paragraph' && last.text !== '') {
      last.text = `${last.text}\n${line.trim()}`
    } else {
      blocks.push({ kind: 'paragraph', text: line.trim() })
    }
  }
  return blocks.filter((b) => b.kind === 'list' || b.text !== '')
}

export function PlainText({ text, lang, className = 'plain-text' }: { text: string; lang?: string; className?: string }) {
  return (
    <div className={className} lang={lang}>
      {textBlocks(text).map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  )
}
