'use client'
import { useEffect, useState } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'

/** How long a navigation may take before the loading message appears, and the most it stays. */
const SHOW_AFTER_MS = 250
const GIVE_UP_AFTER_MS = 15_000

function internalTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  // Same page (or only its #hash): nothing will load.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null
  return url
}

/**
 * The cockpit's loading message (a medical joke) while a link in the app
 * loads the next screen. Pages themselves render on the server in one piece, so they keep their
 * HTTP status and show without JavaScript; this only covers client-side navigation.
 */
export function NavigationLoading({ jokes, label, fallback }: { jokes: readonly string[]; label: string; fallback: string }) {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [pending, setPending] = useState<{ joke: string } | null>(null)
  const [visible, setVisible] = useState(false)

  // A finished navigation (new path or query) ends the wait (state adjusted while rendering, as React advises).
  const location = `${pathname}?${searchParams.toString()}`
  const [shownFor, setShownFor] = useState(location)
  if (shownFor !== location) {
    setShownFor(location)
    setPending(null)
    setVisible(false)
  }

  useEffect(() => {
    let turn = 0
    const onClick = (event: MouseEvent) => {
      if (!internalTarget(event)) return
      turn += 1
      setPending({ joke: jokes.length > 0 ? (jokes[(Date.now() + turn) % jokes.length] ?? fallback) : fallback })
    }
    // Capture phase: a Next.js <Link> prevents the default before the click would bubble up here.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [jokes, fallback])

  useEffect(() => {
    if (!pending) return
    const show = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    const giveUp = setTimeout(() => {
      setPending(null)
      setVisible(false)
    }, GIVE_UP_AFTER_MS)
    return () => {
      clearTimeout(show)
      clearTimeout(giveUp)
    }
  }, [pending])

  if (!pending || !visible) return null
  return (
    <div className="loading loading--overlay" role="status" aria-live="polite" data-testid="navigation-loading">
      <span className="loading__dot" aria-hidden="true" />
      <strong>{label}</strong>
      <p>{pending.joke}</p>
    </div>
  )
}
