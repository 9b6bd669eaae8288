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
