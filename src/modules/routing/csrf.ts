// Mutations must come from our own origin. Browsers send Origin (or Sec-Fetch-Site) with every
// cross-site POST/PUT/PATCH/DELETE, so a mismatch is a forged request; clients without either are not browsers.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request of any method comes from another site: an Origin that is not ours (or
 * "null"), else the browser's Sec-Fetch-Site "cross-site". A top-level GET from another site
 * carries Sec-Fetch-Site only.
 */
export function isCrossSite(headers: Headers, host: string | null): boolean {
  const origin = headers.get('origin')
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host !== host
    } catch {
      return true
    }
  }
  if (origin === 'null') return true
  return headers.get('sec-fetch-site') === 'cross-site'
}

export function isCrossSiteMutation(method: string, headers: Headers, host: string | null): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  return isCrossSite(headers, host)
}

// RFC 8058 one-click unsubscribe: a mail client POSTs to the List-Unsubscribe URL, from its servers
// (no Origin) or from webmail in a browser (the webmail's Origin). The secret token in the URL is the
// only authority there (no cookie is read), so a foreign origin can do nothing a token holder cannot.
const CROSS_SITE_POST_PATHS: ReadonlySet<string> = new Set(['/api/fn/alerts/unsubscribe'])

/** Whether a mutation to this exact path may come from another origin. */
export function isCsrfExempt(method: string, pathname: string): boolean {
  return method.toUpperCase() === 'POST' && CROSS_SITE_POST_PATHS.has(pathname)
}
