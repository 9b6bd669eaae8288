// Mutations must come from our own origin. Browsers send Origin (or Sec-Fetch-Site) with every
// cross-site POST/PUT/PATCH/DELETE, so a mismatch is a forged request; clients without either are not browsers.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isCrossSiteMutation(method: string, headers: Headers, host: string | null): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  const origin = headers.get('origin')
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host !== host
    } catch {
      return true
    }
  }
  if (origin === 'null') return true
  const site = headers.get('sec-fetch-site')
  return site === 'cross-site'
}

// RFC 8058 one-click unsubscribe: a mail client POSTs to the List-Unsubscribe URL, from its servers
// (no Origin) or from webmail in a browser (the webmail's Origin). The secret token in the URL is the
// only authority there (no cookie is read), so a foreign origin can do nothing a token holder cannot.
const CROSS_SITE_POST_PATHS: ReadonlySet<string> = new Set(['/api/fn/alerts/unsubscribe'])

/** Whether a mutation to this exact path may come from another origin. */
export function isCsrfExempt(method: string, pathname: string): boolean {
  return method.toUpperCase() === 'POST' && CROSS_SITE_POST_PATHS.has(pathname)
}
