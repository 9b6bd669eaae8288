import { ListItemNode, ListNode } from '@lexical/list'
import { BOLD_ITALIC_STAR, BOLD_STAR, ITALIC_STAR, ORDERED_LIST, UNORDERED_LIST, type Transformer } from '@lexical/markdown'

// What the small rich-text editor writes and reads: Markdown of exactly these marks (read back by
// lib/text/light-markup). Headings, links, code and quotes are not among them, so they cannot be
// typed or pasted in.

export const MARKUP: Transformer[] = [UNORDERED_LIST, ORDERED_LIST, BOLD_ITALIC_STAR, BOLD_STAR, ITALIC_STAR]

/** Lexical's own paragraph and text nodes plus the two list nodes. */
export const EDITOR_NODES = [ListNode, ListItemNode]

/** Older ad texts mark list items with "•" or "–"; the editor knows them as "- " lists. */
export const normalised = (text: string) => text.replace(/^(\s*)[•–]\s+/gm, '$1- ')
