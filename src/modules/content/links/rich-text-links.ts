import { resolveLink, targetOfLexicalLink, type LinkContext, type LinkTarget, type ResolvedLink } from './link-target'

// Links inside rich text (Payload's Lexical JSON): found for the save validation and resolved once
// per render, so the rich-text component only reads `resolved` on each link node (ADR 0061).

type Node = { type?: unknown; fields?: unknown; children?: unknown; resolved?: ResolvedLink | null }

const LINK_NODES = new Set(['link', 'autolink'])

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return
  const n = node as Node
  visit(n)
  if (Array.isArray(n.children)) for (const child of n.children) walk(child, visit)
}

const rootOf = (doc: unknown): unknown => (doc && typeof doc === 'object' ? (doc as { root?: unknown }).root : undefined)

/** Every link target in a rich-text document. */
export function richTextLinkTargets(doc: unknown): LinkTarget[] {
  const targets: LinkTarget[] = []
  walk(rootOf(doc), (node) => {
    if (typeof node.type !== 'string' || !LINK_NODES.has(node.type)) return
    const target = targetOfLexicalLink((node.fields ?? {}) as Parameters<typeof targetOfLexicalLink>[0])
    if (target) targets.push(target)
  })
  return targets
}

/**
 * A copy of the document whose link nodes carry `resolved`: where they lead, or null (a link whose
 * story or file is gone renders as its text, never as a link into a 404).
 */
export function withResolvedLinks<T>(doc: T, ctx: LinkContext): T {
  if (!rootOf(doc)) return doc
  const copy = structuredClone(doc)
  walk(rootOf(copy), (node) => {
    if (typeof node.type !== 'string' || !LINK_NODES.has(node.type)) return
    const target = targetOfLexicalLink((node.fields ?? {}) as Parameters<typeof targetOfLexicalLink>[0])
    const result = target ? resolveLink(target, ctx) : null
    node.resolved = result?.ok ? result.link : null
  })
  return copy
}
