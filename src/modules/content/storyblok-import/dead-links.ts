import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { videoOf } from '../../institutions/profile-schema'
import { firstLinkProblem } from '../links/link-data'
import { targetOfLexicalLink, targetOfStoredLink, type LinkFailure, type StoredLink } from '../links/link-target'
import type { PageBlock } from './blocks'
import type { LexicalDocument, LexicalNode } from './rich-text'

// Before a save: a link the collections' own validation would refuse (ADR 0061) is taken out here
// and reported, so the story is imported without it instead of failing (ADR 0069). Rich text keeps
// the link's text; a button without a link is left out, and so is a video we cannot play.

export type DeadLink = (what: string) => void

async function problemOf(payload: Payload, locale: Locale, fields: Record<string, unknown>): Promise<LinkFailure | 'no-target' | null> {
  const target = targetOfLexicalLink(fields as Parameters<typeof targetOfLexicalLink>[0])
  return target ? firstLinkProblem(payload, locale, [target]) : 'no-target'
}

async function pruned(nodes: LexicalNode[], payload: Payload, locale: Locale, dead: DeadLink): Promise<LexicalNode[]> {
  const out: LexicalNode[] = []
  for (const node of nodes) {
    const children = Array.isArray(node.children) ? await pruned(node.children as LexicalNode[], payload, locale, dead) : undefined
    if (node.type === 'link' || node.type === 'autolink') {
      const problem = await problemOf(payload, locale, (node.fields ?? {}) as Record<string, unknown>)
      if (problem) {
        dead(`link in rich text leads nowhere (${problem}), kept as text`)
        out.push(...(children ?? []))
        continue
      }
    }
    out.push(children ? { ...node, children } : node)
  }
  return out
}

export async function withoutDeadLinks(doc: LexicalDocument | null, payload: Payload, locale: Locale, dead: DeadLink): Promise<LexicalDocument | null> {
  if (!doc) return null
  return { root: { ...doc.root, children: await pruned(doc.root.children, payload, locale, dead) } }
}

export async function blocksWithoutDeadLinks(blocks: PageBlock[], payload: Payload, locale: Locale, dead: DeadLink): Promise<PageBlock[]> {
  const out: PageBlock[] = []
  for (const block of blocks) {
    if (block.blockType === 'rich-text') {
      const body = await withoutDeadLinks(block.body as LexicalDocument, payload, locale, dead)
      if (body) out.push({ ...block, body })
    } else if (block.blockType === 'navigation-buttons' || block.blockType === 'footer-buttons') {
      const buttons: unknown[] = []
      for (const button of block.buttons as { label: string; link: StoredLink }[]) {
        const target = targetOfStoredLink(button.link)
        const problem = target ? await firstLinkProblem(payload, locale, [target]) : 'no-target'
        if (problem) dead(`button "${button.label}" leads nowhere (${problem}), left out`)
        else buttons.push(button)
      }
      if (buttons.length) out.push({ ...block, buttons })
    } else if (block.blockType === 'video' && !videoOf(String(block.url))) {
      dead(`video ${String(block.url)} is not a YouTube or Vimeo address, left out`)
    } else out.push(block)
  }
  return out
}
