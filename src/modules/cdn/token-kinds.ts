// The two kinds of delivery API tokens (ADR 0068): public reads published content, preview drafts too.
export const CDN_TOKEN_KINDS = ['public', 'preview'] as const
export type CdnTokenKind = (typeof CDN_TOKEN_KINDS)[number]

/** Requests per second of a token that names none: Storyblok's limit for uncached requests, fewer for previews. */
export const DEFAULT_RATE: Record<CdnTokenKind, number> = { public: 50, preview: 10 }

/** The spec's limit of the OAuth variant (/v1): 3 requests per second, whatever the token. */
export const OAUTH_RATE = 3
