'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * Inside /admin's live preview frame: renders the draft again when the editor saves or autosaves
 * (ADR 0061). The admin is on this origin; the package ignores messages from any other.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  // the browser's origin, known only in the browser (nothing on the server render)
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
  if (origin === null) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} apiRoute="/api/cms" />
}
