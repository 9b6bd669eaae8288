// Applied to every response by next.config.ts. Next's inline bootstrap scripts and
// Payload's admin need 'unsafe-inline' for scripts; framing is denied everywhere except for
// uploaded files (mediaFileHeaders).
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ]
  if (production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}

/** The upload folder where job ad PDFs live: the same rules, but our own pages may frame the files (the PDF viewer on /{lang}/job/{id}). */
export const MEDIA_FILES_SOURCE = '/api/cms/media/file/:path*'

export function mediaFileHeaders(production: boolean): { key: string; value: string }[] {
  return securityHeaders(production).map((header) => {
    if (header.key === 'Content-Security-Policy') return { ...header, value: header.value.replace("frame-ancestors 'none'", "frame-ancestors 'self'") }
    if (header.key === 'X-Frame-Options') return { ...header, value: 'SAMEORIGIN' }
    return header
  })
}
