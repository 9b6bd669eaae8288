'use client'
import { useEffect, useRef } from 'react'
import { trackStatisticEvent } from '@/modules/statistics/client/browser-queue'
import type { StatisticEvent } from '@/modules/statistics/schemas'

// Tiny client islands for the statistics events (docs/product-rules.md#statistics: impression = shown in a list, view = its
// detail page). They render nothing visible and send nothing from the server: events start in the browser.

interface TrackProps {
  /** set for job events; without it the event is about the institution */
  jobId?: number
  institutionId: number
  /** the institution's parent, when the page knows it (the server fills it in otherwise) */
  institutionParentId?: number | null
}

function eventOf(kind: 'impression' | 'view', { jobId, institutionId, institutionParentId }: TrackProps): StatisticEvent {
  const ids = { institution_id: institutionId, institution_parent_id: institutionParentId ?? null }
  return jobId !== undefined ? { type: `fe/job/${kind}`, job_id: jobId, ...ids } : { type: `fe/institution/${kind}`, ...ids }
}

// Each event once per page view: the set of sent events belongs to the address it was filled on.
const seen = new Set<string>()
let seenOn = ''
function trackOnce(event: StatisticEvent) {
  if (!(event.institution_id > 0)) return // a list item without an institution: nothing the server would accept
  const here = window.location.pathname + window.location.search
  if (here !== seenOn) {
    seen.clear()
    seenOn = here
  }
  const key = JSON.stringify(event)
  if (seen.has(key)) return
  seen.add(key)
  trackStatisticEvent(event)
}

/** Put inside a list item: counts an impression when at least half of that item has been on screen. */
export function TrackImpression(props: TrackProps) {
  const marker = useRef<HTMLSpanElement>(null)
  const { jobId, institutionId, institutionParentId } = props
  useEffect(() => {
    const item = marker.current?.parentElement
    if (!item || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        trackOnce(eventOf('impression', { jobId, institutionId, institutionParentId }))
      },
      { threshold: 0.5 },
    )
    observer.observe(item)
    return () => observer.disconnect()
  }, [jobId, institutionId, institutionParentId])
  return <span ref={marker} hidden />
}

/** Put on a detail page: counts one view when the page is shown. */
export function TrackView(props: TrackProps) {
  const { jobId, institutionId, institutionParentId } = props
  useEffect(() => {
    trackOnce(eventOf('view', { jobId, institutionId, institutionParentId }))
  }, [jobId, institutionId, institutionParentId])
  return null
}
