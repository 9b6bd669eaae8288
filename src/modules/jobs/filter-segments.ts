// Small readers shared by the filter path grammars (jobs: filter-path.ts, institutions:
// institutions/filter-path.ts), so both spell numbers, prefixes and encodings the same way.

/** The rest of `segment` after `{word}-`, or undefined when it does not start so. */
export function afterPrefix(segment: string, word: string): string | undefined {
  return segment.startsWith(`${word}-`) ? segment.slice(word.length + 1) : undefined
}

/** Plain decimal without leading zeros (one spelling per number), at most max. */
export function readInt(text: string, max: number): number | undefined {
  if (!/^(0|[1-9]\d{0,8})$/.test(text)) return undefined
  const value = Number(text)
  return value <= max ? value : undefined
}

/** A path segment as the visitor meant it: percent-decoded when that is valid, else as given. */
export function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
