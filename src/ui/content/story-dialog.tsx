'use client'
import { useEffect, useRef } from 'react'
import type React from 'react'
import type { KeyboardEvent } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { isModalStoryPath } from '@/modules/content/modal-story'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"])'

/**
 * A modal story over the current page (ADR 0062): a native modal <dialog>, so the page behind is
 * inert (focus stays inside) and Escape closes it. Closing goes back in the history, to where the
 * visitor was, and focus returns to the link that opened it. The @modal slot keeps its content
 * while the router moves elsewhere, so the dialog shows only while the address is a modal story.
 */
export function StoryDialog({ title, closeLabel, children }: { title: string; closeLabel: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const leaving = useRef(false)
  const router = useRouter()
  const open = isModalStoryPath(usePathname())

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    leaving.current = false
    if (!dialog.open) dialog.showModal()
    return () => {
      leaving.current = true
      if (dialog.open) dialog.close()
      opener?.focus({ preventScroll: true })
    }
  }, [open])

  if (!open) return null
  // Escape (the browser closes the dialog) and the button both end in `close`: one way back.
  const onClose = () => {
    if (leaving.current) return
    leaving.current = true
    router.back()
  }
  // The page behind is inert, but Tab would leave the dialog for the browser's own controls: keep it
  // going round inside.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
  return (
    <dialog ref={ref} className="story-dialog" aria-label={title} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="story-dialog__bar">
        <button type="button" className="story-dialog__close" onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span> {closeLabel}
        </button>
      </div>
      {children}
    </dialog>
  )
}
