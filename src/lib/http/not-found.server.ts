import 'server-only'
import { headers } from 'next/headers'
// eslint-disable-next-line no-restricted-imports -- the one place that calls Next's notFound() (ADR 0057)
import { notFound } from 'next/navigation'

/**
 * The one way a page, layout or their metadata answers 404 (ADR 0057): Next's notFound() with the
 * technical message "Page Not Found: {path}" in the server log (docs/product-rules.md#errors). The
 * 404 view itself cannot log: Next renders it for every page as the boundary's fallback. The log line
 * is written once the request's headers are read; the 404 does not wait for it.
 */
export function pageNotFound(): never {
  try {
    headers().then(
      (h) => console.warn(`Page Not Found: ${h.get('x-pathname') ?? ''}`),
      () => undefined,
    )
  } catch {
    // Outside a request (a build's prerender) there is no path to log; the 404 stays a 404.
  }
  notFound()
}
