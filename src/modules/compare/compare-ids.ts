import type { Locale } from '@/i18n/locales'
// zod-free: client components read these ids (ADR 0077)
import { isId, parseIdParam } from '@/lib/id'
import { localePath, paths } from '../routing/routes'

// The employers of a comparison as they travel in its URL (ADR 0064): "12,34,7", in the order the
// visitor added them (the columns' order), each id once, at most MAX_COMPARED. Pure: the page, the
// tray and the add links use it alike.

/** The most employers one comparison shows. */
export const MAX_COMPARED = 4
/** The fewest a comparison compares; with one the page asks for another. */
export const MIN_COMPARED = 2

export type ParsedCompareIds =
  /** the ids (1 to MAX_COMPARED); `canonical`: the segment is written as formatCompareIds writes them */
  { ok: true; ids: number[]; canonical: boolean } | { ok: false }

/** The path segment ("12,34") -> the ids; duplicates and ids past MAX_COMPARED are dropped (not canonical). */
export function parseCompareIds(segment: string): ParsedCompareIds {
  if (segment.length > 200) return { ok: false }
  const parts = segment.split(',').map((part) => part.trim())
  const ids: number[] = []
  for (const part of parts) {
    if (part === '') continue
    const id = parseIdParam(part)
    if (id === null) return { ok: false }
    if (!ids.includes(id)) ids.push(id)
  }
  if (ids.length === 0) return { ok: false }
  const kept = ids.slice(0, MAX_COMPARED)
  return { ok: true, ids: kept, canonical: formatCompareIds(kept) === segment }
}

/** The ids as the path segment writes them: "12,34". */
export function formatCompareIds(ids: readonly number[]): string {
  return ids.join(',')
}

/** The selection with `id` added at the end (unchanged when it is there or the selection is full). */
export function withCompared(ids: readonly number[], id: number): number[] {
  const clean = ids.filter(isId)
  return clean.includes(id) || clean.length >= MAX_COMPARED ? clean.slice(0, MAX_COMPARED) : [...clean, id]
}

/** The selection without `id`. */
export function withoutCompared(ids: readonly number[], id: number): number[] {
  return ids.filter((other) => other !== id)
}

/** The comparison page of these ids in this language: /de/arbeitgeber-vergleich/12,34. */
export function compareHref(locale: Locale, ids: readonly number[]): string {
  return localePath(locale, paths.compare(locale, ids.slice(0, MAX_COMPARED)))
}

/** The query parameter that carries a selection through the employer search without JavaScript. */
export const COMPARE_QUERY = 'compare'

/** The selection a query value names (`?compare=12,34`); nothing for anything else. */
export function compareIdsFromQuery(value: unknown): number[] {
  if (typeof value !== 'string') return []
  const parsed = parseCompareIds(value)
  return parsed.ok ? parsed.ids : []
}
