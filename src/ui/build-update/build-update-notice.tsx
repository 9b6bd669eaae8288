'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { BUILD_PATH, BUILD_POLL_MS, buildIdOf, DISMISSED_KEY, offerReload, RELOAD_GUARD_KEY } from '@/modules/build/build-update'

// Offers a reload when the server runs a newer build than the one that rendered this page (ADR 0066).
// Asks every few minutes and whenever the tab becomes visible; never reloads by itself.

export interface BuildUpdateLabels {
  text: string
  unsaved: string
  reload: string
  later: string
}

function stored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function store(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // private mode without storage: the notice simply comes back at the next poll
  }
}

/** Whether the visitor typed into a form of this page since it loaded (or since its last submit). */
function useUnsavedInput(): () => boolean {
  const dirty = useRef(false)
  useEffect(() => {
    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form')) dirty.current = true
    }
    const onSubmit = () => {
      dirty.current = false
    }
    document.addEventListener('input', onInput, true)
    document.addEventListener('submit', onSubmit, true)
    return () => {
      document.removeEventListener('input', onInput, true)
      document.removeEventListener('submit', onSubmit, true)
    }
  }, [])
  return useCallback(() => dirty.current, [])
}

export function BuildUpdateNotice({ buildId, labels }: { buildId: string; labels: BuildUpdateLabels }) {
  const [latest, setLatest] = useState<string | null>(null)
  const [unsaved, setUnsaved] = useState(false)
  // answers read so far: rendered with what they decided, so a reader (a test) sees when one is in
  const [answers, setAnswers] = useState(0)
  const hasUnsavedInput = useUnsavedInput()

  useEffect(() => {
    let stopped = false
    const check = async () => {
      try {
        const response = await fetch(BUILD_PATH, { credentials: 'omit' })
        if (!response.ok) return
        const found = buildIdOf(await response.json())
        if (stopped || !found) return
        if (offerReload({ pageBuild: buildId, latest: found, dismissed: stored(DISMISSED_KEY), lastReload: stored(RELOAD_GUARD_KEY), now: Date.now() })) {
          setUnsaved(hasUnsavedInput())
          setLatest(found)
        }
        setAnswers((n) => n + 1)
      } catch {
        // offline or a deploy under way: the next poll asks again
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void check()
    }
    const timer = window.setInterval(() => void check(), BUILD_POLL_MS)
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      stopped = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [buildId, hasUnsavedInput])

  const reload = () => {
    store(RELOAD_GUARD_KEY, String(Date.now()))
    window.location.reload()
  }
  const later = () => {
    if (latest) store(DISMISSED_KEY, latest)
    setLatest(null)
  }

  // The live region is always in the page, so screen readers announce the notice when it appears.
  return (
    <div role="status" className="build-update" data-build={buildId} data-answers={answers}>
      {latest && (
        <div className="build-update__box">
          <p>
            {labels.text}
            {unsaved && <> {labels.unsaved}</>}
          </p>
          <div className="build-update__actions">
            <button type="button" className="btn" onClick={reload}>
              {labels.reload}
            </button>
            <button type="button" className="btn btn--ghost" onClick={later}>
              {labels.later}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
