'use client'
import { useEffect, useRef, useState } from 'react'
import { Button, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'

// In /admin, on a crawl source: "crawl now" (ADR 0078). The click queues the source's crawl on the
// task queue (the server keeps one open crawl per source: a second click or tab gets the same run),
// then reads the run's state every two seconds until it is done and shows the source's last crawl.
// Words from the catalogues through the config (clientProps, ADR 0053).
type Text = Record<string, string> | undefined
type Key = 'crawlNow' | 'crawlNowQueued' | 'crawlNowRunning' | 'crawlNowAlready' | 'crawlNowDone' | 'crawlNowFailed' | 'crawlNowNever'

interface CrawlState {
  run: 'queued' | 'running' | null
  queued: boolean
  last: { at: string | null; status: string | null; found: number | null; new: number | null; changed: number | null; offline: number | null; errors: number | null }
}

const POLL_MS = 2_000

/** Reads the run's state (after `first`, the POST's answer) until no run is open; null when the server refused. */
async function followRun(url: string, first: Response | null, onState: (state: CrawlState) => void, stopped: () => boolean): Promise<CrawlState | null> {
  let res = first ?? (await fetch(url, { credentials: 'include', cache: 'no-store' }))
  for (;;) {
    if (!res.ok) return null
    const next = (await res.json()) as CrawlState
    if (stopped()) return next
    onState(next)
    if (!next.run) return next
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    if (stopped()) return next
    res = await fetch(url, { credentials: 'include', cache: 'no-store' })
  }
}

export function CrawlNowButton({ texts, statuses }: { texts: Record<Key, Text>; statuses: Record<string, Text> }) {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const [state, setState] = useState<CrawlState | null>(null)
  const [note, setNote] = useState<Key | null>(null)
  const [busy, setBusy] = useState(false)
  const unmounted = useRef(false)
  const word = (key: Key) => (texts[key] ? getTranslation(texts[key], i18n) : key)
  const url = `/api/cms/crawl-sources/${id}/crawl-now`

  useEffect(() => {
    unmounted.current = false
    if (id) void followRun(url, null, setState, () => unmounted.current).catch(() => null)
    return () => {
      unmounted.current = true
    }
  }, [id, url])

  if (!id) return null

  const crawl = async () => {
    if (busy) return
    setBusy(true)
    setNote(null)
    const res = await fetch(url, { method: 'POST', credentials: 'include' }).catch(() => null)
    if (res?.status === 200) setNote('crawlNowAlready')
    const done = res ? await followRun(url, res, setState, () => unmounted.current).catch(() => null) : null
    if (!done) setNote('crawlNowFailed')
    setBusy(false)
  }

  const last = state?.last
  const fill = (text: string) =>
    text
      .replace('{at}', last?.at ? new Date(last.at).toLocaleString(`${i18n.language}-CH`) : '')
      .replace('{status}', last?.status && statuses[last.status] ? getTranslation(statuses[last.status]!, i18n) : (last?.status ?? ''))
      .replace('{found}', String(last?.found ?? 0))
      .replace('{new}', String(last?.new ?? 0))
      .replace('{changed}', String(last?.changed ?? 0))
      .replace('{offline}', String(last?.offline ?? 0))
      .replace('{errors}', String(last?.errors ?? 0))

  return (
    <div className="field-type" data-testid="crawl-now">
      <Button buttonStyle="secondary" size="small" onClick={() => void crawl()} disabled={busy || Boolean(state?.run)} id="crawl-now-button">
        {word('crawlNow')}
      </Button>
      <p role="status" aria-live="polite" data-testid="crawl-now-state">
        {note && <span>{word(note)} </span>}
        {state?.run === 'queued' && word('crawlNowQueued')}
        {state?.run === 'running' && word('crawlNowRunning')}
        {state && !state.run && (last?.at ? fill(word('crawlNowDone')) : word('crawlNowNever'))}
      </p>
    </div>
  )
}
