'use client'
import { useEffect } from 'react'

/** Moves the focus to an element (a child screen's heading) when the screen opens in place. */
export function FocusOnMount({ targetId }: { targetId: string }) {
  useEffect(() => {
    document.getElementById(targetId)?.focus()
  }, [targetId])
  return null
}
