'use client'
import { useTranslations } from 'next-intl'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { describedByOf, errorText, FieldErrorMessage, FieldHint } from '@/ui/form/field'
import type { RichTextEditorProps } from './rich-text-editor'

// A text field with a small rich-text editor (bold, italic, lists) for the texts of job ads. It is a
// plain textarea first: the page works without JavaScript and the markup is the same small one
// (lib/text/light-markup). Once the page runs, the editor (Lexical, loaded on demand) takes the
// textarea's place, starts from what it holds and posts its text under the same name.

export interface RichTextInputProps {
  name: string
  label: React.ReactNode
  value?: string
  error?: string
  hint?: React.ReactNode
  maxLength?: number
  version?: number
}

export function RichTextInput({ name, label, value = '', error, hint, maxLength, version = 0 }: RichTextInputProps) {
  const t = useTranslations('validation')
  const tRoot = useTranslations()
  const id = `field-${name}`
  const textarea = useRef<HTMLTextAreaElement>(null)
  const [Editor, setEditor] = useState<React.ComponentType<RichTextEditorProps> | null>(null)
  // What the editor starts from: what the textarea held when the editor took its place (the user may
  // have typed before it loaded); after a new `version` (an answer, a restored draft), `value`.
  const [start, setStart] = useState<{ text: string; version: number }>({ text: value, version })
  useEffect(() => {
    let live = true
    import('./rich-text-editor')
      .then((m) => {
        if (!live) return
        setStart({ text: textarea.current?.value ?? value, version })
        setEditor(() => m.RichTextEditor)
      })
      .catch(() => {
        // the editor's code did not load (connection lost): the textarea stays and works
      })
    return () => {
      live = false
    }
    // the editor's code loads once; a new `version` re-mounts the editor (its key) with `value`
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const initial = start.version === version ? start.text : value
  const message = error ? errorText(error, t, tRoot) : undefined
  const describedBy = describedByOf(id, hint, message)
  return (
    <div className="field">
      {Editor ? (
        <label id={`${id}-label`} onClick={() => document.getElementById(id)?.focus()}>
          {label}
        </label>
      ) : (
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
      )}
      {Editor ? (
        <Editor key={version} id={id} name={name} initial={initial} labelledBy={`${id}-label`} describedBy={describedBy} invalid={Boolean(message)} />
      ) : (
        <textarea
          ref={textarea}
          id={id}
          name={name}
          rows={6}
          maxLength={maxLength}
          defaultValue={value}
          key={`${name}-${version}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      <FieldHint id={id} hint={hint} />
      <FieldErrorMessage id={id}>{message}</FieldErrorMessage>
    </div>
  )
}
