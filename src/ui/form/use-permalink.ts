'use client'
import { usePathname, useSearchParams } from 'next/navigation'

/**
 * The address of the page a form is on, for useActionState's third argument (its permalink). React
 * writes it into the form's `action`, where a server-action form otherwise gets `action=""`, which
 * is invalid HTML (Nu HTML checker, issue 12.8). Before JavaScript runs, the form posts to this
 * page, as an empty action did.
 */
export function usePermalink(): string {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  return search ? `${pathname}?${search}` : pathname
}
