import 'server-only'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

/**
 * notFound() with the spec's technical message in the server log ("Page Not Found: {path}", spec
 * section 7). The 404 view itself cannot log: Next renders it for every page as the boundary's fallback.
 */
export async function notFoundLogged(): Promise<never> {
  const path = (await headers()).get('x-pathname') ?? ''
  console.warn(`Page Not Found: ${path}`)
  notFound()
}
