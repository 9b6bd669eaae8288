import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { filterDictionary } from '../../search-path/dictionary.server'
import { loadLinkContext } from './link-data'
import { resolveLink, targetOfStoredLink, type LinkContext, type LinkTarget, type ResolvedLink, type StoredLink } from './link-target'
import { richTextLinkTargets, withResolvedLinks } from './rich-text-links'

// The link resolver for pages: one read of what every link of a page needs (ADR 0061).

export function pageLinkContext(payload: Payload, locale: Locale, targets: readonly LinkTarget[]): Promise<LinkContext> {
  return loadLinkContext(payload, locale, targets, { dictionary: filterDictionary })
}

/** A rich-text document with each link's `resolved` destination (rich-text-links.ts). */
export async function resolveRichText<T>(payload: Payload, locale: Locale, doc: T): Promise<T> {
  const targets = richTextLinkTargets(doc)
  if (targets.length === 0) return doc
  return withResolvedLinks(doc, await pageLinkContext(payload, locale, targets))
}

/** A stored link (a block's link group) resolved in a context, or null when it leads nowhere. */
export function resolveStoredLink(link: StoredLink | null | undefined, ctx: LinkContext): ResolvedLink | null {
  const target = targetOfStoredLink(link)
  const result = target ? resolveLink(target, ctx) : null
  return result?.ok ? result.link : null
}
