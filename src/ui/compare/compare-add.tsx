'use client'
import type { MouseEvent } from 'react'
import { addToSelection, removeFromSelection, useSelection } from './compare-selection'

/**
 * "Compare" on an employer (search card, employer page, finder): without JavaScript a link to the
 * comparison with this employer added (`href`, built on the server); with it a toggle that adds the
 * employer to the tray or takes it out again (ADR 0064).
 */
export function CompareAdd({ id, name, href, label, labelAdded }: { id: number; name: string; href: string; label: string; labelAdded: string }) {
  const selection = useSelection()
  if (selection === null) {
    return (
      <a className="compare-add" href={href} data-compare-add={id}>
        {label}
        <span className="visually-hidden"> {name}</span>
      </a>
    )
  }
  const chosen = selection.some((c) => c.id === id)
  function toggle(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    // The second click of a double click (detail 2) would take the employer out again: a double click adds once.
    if (event.detail > 1) return
    if (chosen) removeFromSelection(id)
    else addToSelection({ id, name })
  }
  return (
    <button type="button" className={chosen ? 'compare-add compare-add--chosen' : 'compare-add'} onClick={toggle} data-compare-add={id}>
      {chosen ? labelAdded : label}
      <span className="visually-hidden"> {name}</span>
    </button>
  )
}
