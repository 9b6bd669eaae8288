'use client'
import { useSyncExternalStore } from 'react'
import { MAX_COMPARED } from '@/modules/compare/compare-ids'

// The tray's selection in this tab (sessionStorage, ADR 0064): the employers the visitor added,
// with their names for the tray, in the order added. The URL of the comparison is the truth; this
// only remembers the choice across the employer search, employer pages and the finder.

export interface Compared {
  id: number
  name: string
}

const KEY = 'helvemed.compare'
const EVENT = 'helvemed:compare'
/** Sent when an add finds the selection full: the tray says why nothing happened. */
export const FULL_EVENT = 'helvemed:compare-full'

/**
 * What sessionStorage held, if it is a selection. Checked by hand, not with Zod: Zod's first parse in
 * the browser probes `new Function`, which the pages' policy reports as a violation (ADR 0066).
 */
function selectionOf(value: unknown): Compared[] | null {
  if (!Array.isArray(value) || value.length > MAX_COMPARED) return null
  const valid = value.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      Number.isInteger((item as Compared).id) &&
      (item as Compared).id > 0 &&
      typeof (item as Compared).name === 'string' &&
      (item as Compared).name.length <= 300,
  )
  return valid ? value.map((item: Compared) => ({ id: item.id, name: item.name })) : null
}

let cached: { raw: string | null; value: Compared[] } = { raw: null, value: [] }

function read(): Compared[] {
  let raw: string | null = null
  try {
    raw = window.sessionStorage.getItem(KEY)
  } catch {
    return cached.value
  }
  if (raw === cached.raw) return cached.value
  let value: Compared[] = []
  try {
    value = selectionOf(JSON.parse(raw ?? '[]')) ?? []
  } catch {
    value = []
  }
  cached = { raw, value }
  return value
}

/** Replace the selection (at most MAX_COMPARED, each id once). */
export function saveSelection(next: readonly Compared[]): void {
  const unique = next.filter((item, index) => next.findIndex((other) => other.id === item.id) === index).slice(0, MAX_COMPARED)
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(unique))
  } catch {
    // storage refused (private mode): the links still carry the comparison
  }
  window.dispatchEvent(new Event(EVENT))
}

/** Add one; false when the selection is already full. */
export function addToSelection(item: Compared): boolean {
  const current = read()
  if (current.some((c) => c.id === item.id)) return true
  if (current.length >= MAX_COMPARED) {
    window.dispatchEvent(new Event(FULL_EVENT))
    return false
  }
  saveSelection([...current, item])
  return true
}

export function removeFromSelection(id: number): void {
  saveSelection(read().filter((c) => c.id !== id))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The selection; null while rendering on the server and hydrating (the links work without it). */
export function useSelection(): Compared[] | null {
  return useSyncExternalStore<Compared[] | null>(subscribe, read, () => null)
}
