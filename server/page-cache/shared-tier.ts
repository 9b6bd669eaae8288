// The shared cache tier in front of several machines (ADR 0074): Varnish with its xkey module keeps
// the pages the page cache keeps, tagged like them, and the invalidations purge those tags there
// (purge.ts). Only a kept page served from the page store is shareable: it carries the policy of its
// inline scripts' hashes and no nonce, the same document for every visitor (ADR 0034). A first
// render carries the nonce of its request and stays private.
import type { OutgoingHttpHeaders } from 'node:http'

/** The surrogate key header xkey reads (deploy/varnish/default.vcl). */
export const SURROGATE_KEY_HEADER = 'xkey'
/** The key every shareable page carries: purged by an invalidation of everything. */
export const ALL_TAG = 'all'
/**
 * The key of a page that names no tags: the page store drops such pages on any change (ADR 0073),
 * so every purge names it too (purge.ts).
 */
export const UNTAGGED_TAG = 'untagged'

/**
 * How long the shared cache may keep a page without a purge: the page store's own limit (relative
 * texts, ADR 0034). Purges make it current; this only bounds a purge that never arrived.
 */
export const SHARED_MAX_AGE_S = 600
/** After that, a page may still be served for this long while the shared cache fetches it again. */
export const SHARED_STALE_S = 30

const TAG = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,127}$/

/** A kept page's surrogate keys: its tags (ADR 0073) plus `all`; `untagged` and `all` when it names none. */
export function pageTags(tags: readonly string[]): string[] {
  const named = tags.filter((tag) => TAG.test(tag))
  return [...new Set([...(named.length > 0 ? named : [UNTAGGED_TAG]), ALL_TAG])]
}

/**
 * The headers of a kept page served to the shared cache: shareable for `SHARED_MAX_AGE_S`, browsers
 * revalidate every time (`max-age=0`: their copy cannot be purged), and the page's tags as xkey.
 */
export function sharedHeaders(tags: readonly string[]): OutgoingHttpHeaders {
  return {
    'cache-control': `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${SHARED_STALE_S}`,
    [SURROGATE_KEY_HEADER]: pageTags(tags).join(' '),
  }
}
