'use client'
import { useState, type MouseEvent } from 'react'
import { showToast } from '../layout/toaster'

const FILE_NAME = /filename="([^"]+)"/

/** Saves a downloaded body under the name the server gave it. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The data export's button (ADR 0065). Without JavaScript a plain download link; with it, the file is
 * fetched first, so the answer ends in a toast: saved, the limit reached, or the support toast for
 * anything else (docs/product-rules.md#errors, ADR 0067).
 */
export function DataExportButton({ href, label }: { href: string; label: string }) {
  const [busy, setBusy] = useState(false)
  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const res = await fetch(href, { credentials: 'same-origin', cache: 'no-store' })
      if (res.status === 429) return showToast({ kind: 'error', key: 'privacy.export.limited' })
      if (!res.ok) return showToast({ kind: 'error', key: 'privacy.export.error' })
      const name = FILE_NAME.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'helvemed-data.json'
      save(await res.blob(), name)
      showToast({ kind: 'success', key: 'privacy.export.success' })
    } catch {
      showToast({ kind: 'error', key: 'privacy.export.error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <a className="btn btn--secondary" href={href} download onClick={onClick} aria-disabled={busy || undefined} data-testid="data-export-button">
      {label}
    </a>
  )
}
