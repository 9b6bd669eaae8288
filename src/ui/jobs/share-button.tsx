'use client'
import { showToast } from '../layout/toaster'

/** Shares the current search with the phone's share sheet, or copies the link where there is none. */
export function ShareButton({ label, title }: { label: string; title: string }) {
  async function share() {
    const url = window.location.href
    if (navigator.share) {
      try {
        await navigator.share({ title, url })
        return
      } catch {
        // dismissed: nothing to do
        return
      }
    }
    await navigator.clipboard.writeText(url)
    showToast({ kind: 'success', key: 'jobsCopied' })
  }
  return (
    <button type="button" className="btn btn--ghost btn--small" onClick={share} data-testid="share-search">
      {label}
    </button>
  )
}
