'use client'
import { usePathname, useSearchParams } from 'next/navigation'

/**
 * The path of the page a form is on, for useActionState's third argument (its permalink). React
 * writes it into the form's `action`, where a server-action form otherwise gets `action=""`, which
 * is invalid HTML (Nu HTML checker). Before JavaScript runs, the form posts to this page, and the
 * page is rendered again with the action's answer. The path only by default: reading the query
 * would make statically rendered pages such as /forgot-password render on the client; forms carry
 * what they need (`next`) in their own fields.
 */
export function usePermalink(): string {
  return usePathname()
}

/**
 * The path with its query, for forms on pages that read their query anyway (a link's `token`): a
 * post without JavaScript must come back to the page with its token, or the page rendered with the
 * action's answer would say the link is invalid.
 */
export function usePermalinkWithQuery(): string {
  const path = usePathname()
  const query = useSearchParams().toString()
  return query ? `${path}?${query}` : path
}
