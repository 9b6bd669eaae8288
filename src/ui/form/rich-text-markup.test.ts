import { $createListItemNode, $createListNode } from '@lexical/list'
import { $convertFromMarkdownString, $convertToMarkdownString } from '@lexical/markdown'
import fc from 'fast-check'
import { $createParagraphNode, $createTextNode, $getRoot, createEditor, type ElementNode } from 'lexical'
import { describe, expect, it } from 'vitest'
import { inlineRuns, textBlocks } from '@/lib/text/light-markup'
import { EDITOR_NODES, MARKUP, normalised } from './rich-text-markup'

// What the editor writes must be what the public page shows: documents built in Lexical (as the
// editor holds them), exported as the editor exports them, read back by lib/text/light-markup.

type Mark = 'plain' | 'bold' | 'italic' | 'both'
type Run = { text: string; mark: Mark }
type Doc = { kind: 'paragraph' | 'bullet' | 'number'; items: Run[][] }[]

const letters = fc.stringMatching(/^[A-Za-zÄÖÜäöüéàè0-9]{1,8}$/)
// plain words may hold the characters the markup uses
const plainWord = fc.stringMatching(/^[A-Za-zäöü0-9*_\\.~`-]{1,8}$/)
const run: fc.Arbitrary<Run> = fc.oneof(
  fc.array(plainWord, { minLength: 1, maxLength: 4 }).map((w) => ({ text: w.join(' '), mark: 'plain' as Mark })),
  fc.tuple(fc.array(letters, { minLength: 1, maxLength: 3 }), fc.constantFrom<Mark>('bold', 'italic', 'both')).map(([w, mark]) => ({ text: w.join(' '), mark })),
)
// runs are separated by a space, as words are; a paragraph does not start like a list item
const line = fc.array(run, { minLength: 1, maxLength: 4 }).filter((runs) => !/^\s*([-*•–+]|\d+[.)])(\s|$)/.test(runs[0]!.text))
const doc: fc.Arbitrary<Doc> = fc
  .array(
    fc.oneof(
      line.map((runs) => ({ kind: 'paragraph' as const, items: [runs] })),
      fc.tuple(fc.constantFrom('bullet' as const, 'number' as const), fc.array(line, { minLength: 1, maxLength: 4 })).map(([kind, items]) => ({ kind, items })),
    ),
    { minLength: 1, maxLength: 5 },
    // the editor merges two neighbouring lists of one kind into one
  )
  .filter((d) => d.every((b, i) => b.kind === 'paragraph' || d[i - 1]?.kind !== b.kind))

function fill(parent: ElementNode, runs: Run[]) {
  runs.forEach((r, i) => {
    if (i > 0) parent.append($createTextNode(' '))
    const node = $createTextNode(r.text)
    if (r.mark === 'bold' || r.mark === 'both') node.toggleFormat('bold')
    if (r.mark === 'italic' || r.mark === 'both') node.toggleFormat('italic')
    parent.append(node)
  })
}

function exported(d: Doc): string {
  const editor = createEditor({
    nodes: EDITOR_NODES,
    onError: (e) => {
      throw e
    },
  })
  editor.update(
    () => {
      const root = $getRoot().clear()
      for (const block of d) {
        if (block.kind === 'paragraph') {
          const p = $createParagraphNode()
          fill(p, block.items[0]!)
          root.append(p)
        } else {
          const list = $createListNode(block.kind)
          for (const item of block.items) {
            const li = $createListItemNode()
            fill(li, item)
            list.append(li)
          }
          root.append(list)
        }
      }
    },
    { discrete: true },
  )
  return editor.getEditorState().read(() => $convertToMarkdownString(MARKUP))
}

// characters with their marks: the shape both sides must agree on
const charsOf = (runs: { text: string; bold?: boolean; italic?: boolean }[]) => runs.flatMap((r) => [...r.text].map((c) => `${c}${r.bold ? 'B' : ''}${r.italic ? 'I' : ''}`))
const expectedChars = (runs: Run[]) =>
  charsOf(
    runs.flatMap((r, i) => [...(i > 0 ? [{ text: ' ' }] : []), { text: r.text, bold: r.mark === 'bold' || r.mark === 'both', italic: r.mark === 'italic' || r.mark === 'both' }]),
  )

describe('the editor markup', () => {
  it('reads back exactly what the editor wrote: paragraphs, lists, bold and italic', () => {
    fc.assert(
      fc.property(doc, (d) => {
        const blocks = textBlocks(exported(d), { formatted: true })
        // Lexical separates blocks by a blank line, so each document block is one block here
        expect(blocks.map((b) => (b.kind === 'paragraph' ? 'paragraph' : b.ordered ? 'number' : 'bullet'))).toEqual(d.map((b) => b.kind))
        blocks.forEach((b, i) => {
          const items = b.kind === 'paragraph' ? [b.text] : b.items
          expect(items.map((t) => charsOf(inlineRuns(t, { formatted: true })))).toEqual(d[i]!.items.map(expectedChars))
        })
      }),
      { numRuns: 1000 },
    )
  })

  it('opens older texts with "•" items as lists', () => {
    const editor = createEditor({
      nodes: EDITOR_NODES,
      onError: (e) => {
        throw e
      },
    })
    editor.update(() => $convertFromMarkdownString(normalised('Wir bieten:\n• Lohn\n• Kita'), MARKUP), { discrete: true })
    expect(editor.getEditorState().read(() => $convertToMarkdownString(MARKUP))).toBe('Wir bieten:\n\n- Lohn\n- Kita')
  })
})
