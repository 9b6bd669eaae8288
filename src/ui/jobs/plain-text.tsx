import { Fragment } from 'react'
import { inlineRuns, textBlocks, type Run } from '@/lib/text/light-markup'

// Text typed by users as HTML elements (see lib/text/light-markup): paragraphs keep their single
// line breaks (white-space: pre-line), bullet runs become lists; `formatted` text (job ads, written
// in the small rich-text editor) also has numbered lists, bold and italic.

function Runs({ text, formatted }: { text: string; formatted: boolean }) {
  return inlineRuns(text, { formatted }).map((run: Run, i) => {
    const content = run.italic ? <em>{run.text}</em> : run.text
    return run.bold ? <strong key={i}>{content}</strong> : <Fragment key={i}>{content}</Fragment>
  })
}

export function PlainText({ text, lang, className = 'plain-text', formatted = false }: { text: string; lang?: string; className?: string; formatted?: boolean }) {
  return (
    <div className={className} lang={lang}>
      {textBlocks(text, { formatted }).map((block, i) => {
        if (block.kind === 'paragraph')
          return (
            <p key={i}>
              <Runs text={block.text} formatted={formatted} />
            </p>
          )
        const List = block.ordered ? 'ol' : 'ul'
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Runs text={item} formatted={formatted} />
              </li>
            ))}
          </List>
        )
      })}
    </div>
  )
}
