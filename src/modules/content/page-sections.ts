/** The section colours a content page may take (docs/product-rules.md#content): the site's four. */
export const PAGE_SECTIONS = ['primary', 'job', 'institution', 'article'] as const
export type Section = (typeof PAGE_SECTIONS)[number]
