// The child screens of a cockpit section, read from the path's one child segment (docs/product-rules.md#guards):
// `create`, `edit-12`, `view-3fa9…`, and for institutions a bare `12` (the overview). The proxy and
// the page check the segment's form first (modules/accounts/cockpit-routes.ts isCockpitScreen);
// this names what it asks for, so each section's page is a switch over kinds.

export type ChildScreen<K extends string> = { kind: 'main' } | { kind: K; id: string | null }

/**
 * `kinds`: the section's screen words; '' stands for a bare id. A word alone gives id null, a word
 * with "-{id}" gives the id; anything else is null (a 404).
 */
export function childScreenOf<K extends string>(child: string | undefined, kinds: readonly K[]): ChildScreen<K> | null {
  if (!child) return { kind: 'main' }
  for (const kind of [...kinds].sort((a, b) => b.length - a.length)) {
    if (kind === '') {
      if (!child.includes('-')) return { kind, id: child }
      continue
    }
    if (child === kind) return { kind, id: null }
    if (child.startsWith(`${kind}-`) && child.length > kind.length + 1) return { kind, id: child.slice(kind.length + 1) }
  }
  return null
}
