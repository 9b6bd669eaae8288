'use client'
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list'
import { $convertFromMarkdownString, $convertToMarkdownString } from '@lexical/markdown'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $getNearestNodeOfType } from '@lexical/utils'
import { $getSelection, $isRangeSelection, COMMAND_PRIORITY_HIGH, FORMAT_TEXT_COMMAND, type EditorState } from 'lexical'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { EDITOR_NODES, MARKUP, normalised } from './rich-text-markup'

// The small rich-text editor of job ads: paragraphs, bold, italic, bullet and numbered lists, no
// links, headings or pasted styles. Its text is Markdown of exactly these marks, which the public
// page reads with lib/text/light-markup; Markdown shortcuts ("- ", "1. ", **…**) work while typing.

export interface RichTextEditorProps {
  id: string
  name: string
  initial: string
  labelledBy: string
  describedBy?: string
  invalid: boolean
}

type Marks = { bold: boolean; italic: boolean; list: 'bullet' | 'number' | null }

function Toolbar({ controls }: { controls: string }) {
  const t = useTranslations('richText')
  const [editor] = useLexicalComposerContext()
  const [marks, setMarks] = useState<Marks>({ bold: false, italic: false, list: null })
  // Underline, strikethrough and the like (Ctrl+U …) are not part of the markup: they do nothing
  useEffect(() => editor.registerCommand(FORMAT_TEXT_COMMAND, (mark) => mark !== 'bold' && mark !== 'italic', COMMAND_PRIORITY_HIGH), [editor])
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection()
          if (!$isRangeSelection(selection)) return
          const list = $getNearestNodeOfType(selection.anchor.getNode(), ListNode)
          setMarks({ bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), list: $isListNode(list) ? (list.getListType() as Marks['list']) : null })
        }),
      ),
    [editor],
  )
  const toggleList = (type: 'bullet' | 'number') => {
    editor.dispatchCommand(marks.list === type ? REMOVE_LIST_COMMAND : type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined)
    editor.focus()
  }
  const format = (mark: 'bold' | 'italic') => {
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, mark)
    editor.focus()
  }
  return (
    <div className="rich-text__toolbar" role="group" aria-label={t('toolbar')} aria-controls={controls}>
      <button type="button" className="rich-text__tool" aria-pressed={marks.bold} onClick={() => format('bold')} title={t('boldKey')}>
        <strong>{t('bold')}</strong>
      </button>
      <button type="button" className="rich-text__tool" aria-pressed={marks.italic} onClick={() => format('italic')} title={t('italicKey')}>
        <em>{t('italic')}</em>
      </button>
      <button type="button" className="rich-text__tool" aria-pressed={marks.list === 'bullet'} onClick={() => toggleList('bullet')}>
        {t('bulletList')}
      </button>
      <button type="button" className="rich-text__tool" aria-pressed={marks.list === 'number'} onClick={() => toggleList('number')}>
        {t('numberedList')}
      </button>
    </div>
  )
}

export function RichTextEditor({ id, name, initial, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const [text, setText] = useState(initial)
  const onChange = (state: EditorState) => state.read(() => setText($convertToMarkdownString(MARKUP)))
  return (
    <LexicalComposer
      initialConfig={{
        namespace: id,
        nodes: EDITOR_NODES,
        theme: { text: { bold: 'rich-text__bold', italic: 'rich-text__italic' }, list: { ul: 'rich-text__ul', ol: 'rich-text__ol' }, paragraph: 'rich-text__p' },
        editorState: () => $convertFromMarkdownString(normalised(initial), MARKUP),
        onError: (error: Error) => {
          throw error
        },
      }}
    >
      <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
        <Toolbar controls={id} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className="rich-text__area"
              role="textbox"
              aria-multiline
              aria-labelledby={labelledBy}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <MarkdownShortcutPlugin transformers={MARKUP} />
      <OnChangePlugin onChange={onChange} ignoreSelectionChange />
      <input type="hidden" name={name} value={text} />
    </LexicalComposer>
  )
}
