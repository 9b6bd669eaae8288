/** The tone of a status label: `.tone-*` in list-page.css, one set of colours for the product. */
export type Tone = 'primary' | 'neutral' | 'success' | 'danger' | 'warning'

export const toneClass = (tone: Tone | undefined): string => (tone ? `tone-${tone}` : '')

/** A review's moderation status, wherever it is shown (the author's reviews, the elective year). */
export const REVIEW_STATUS_TONE: Partial<Record<string, Tone>> = { pending: 'warning', published: 'success', rejected: 'danger' }
