'use client'
import { usePathname } from 'next/navigation'

/**
 * The path of the page a form is on, for useActionState's third argument (its permalink). React
 * writes it into the form's `action`, where a server-action form otherwise gets `action=""`, which
 * is invalid HTML (Nu HTML checker). Before JavaScript runs, the form posts to this
 * page, as an empty action did. The path only: its query is not read (that would make statically
 * rendered pages such as /forgot-password render on the client); forms carry what they need
 * (`next`) in their own fields.
 */
export function usePermalink(): string {
  return usePathname()
}
