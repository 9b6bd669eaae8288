'use client'
import type React from 'react'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

const noSubscription = () => () => {}

/**
 * The @modal slot's dialog (ADR 0062), shown at the end of the body, outside `<main>` and the
 * section colours, where the root layout used to render it; the slot itself lives in the route
 * group's layout, inside `<main>` (ADR 0075). A modal story only ever comes through the client
 * router, so the server renders nothing here.
 */
export function ModalOutlet({ children }: { children: React.ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return inBrowser ? createPortal(children, document.body) : null
}
