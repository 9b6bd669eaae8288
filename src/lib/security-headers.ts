// Security headers. Two layers (ADR 0016):
// - the proxy (src/proxy.ts) gives every page, /admin included, a Content-Security-Policy with a fresh
//   nonce per request (pageCsp / adminCsp); Next reads the nonce from the request's CSP header and puts
//   it on every script it emits, so no script needs 'unsafe-inline';
// - next.config.ts sends the other headers everywhere and a static, script-less CSP (staticCsp) on every
//   response; the proxy's CSP replaces it on the responses the proxy handles.

/** Video players a page may frame (institution videos from YouTube or Vimeo, privacy-friendly hosts). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

/** 128 random bits, base64: a fresh one per request. */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

const join = (directives: string[]) => directives.join('; ')

/**
 * The policy of every page of the site. Scripts: only those carrying this request's nonce and what they
 * load ('strict-dynamic'); 'self' is ignored by browsers that know 'strict-dynamic' and only helps older
 * ones. Styles keep 'unsafe-inline' (React style attributes; no script runs through CSS). Frames: our own
 * uploads, the video players, and the extra origins a page needs (a link ad's employer page).
 */
export function pageCsp({
  nonce,
  production,
  frameOrigins = [],
  framedBySelf = false,
}: {
  nonce: string
  production: boolean
  frameOrigins?: readonly string[]
  /** the team's preview of a draft, shown in /admin's live preview frame (ADR 0061) */
  framedBySelf?: boolean
}): string {
  return join([
    "default-src 'self'",
    // React's development build evaluates code for its error overlays; never in production.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${["'self'", ...VIDEO_FRAME_ORIGINS, ...frameOrigins].join(' ')}`,
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ])
}

/** Where Payload's code/JSON field editor (Monaco, through @monaco-editor/loader) loads itself from. */
export const ADMIN_EDITOR_CDN = 'https://cdn.jsdelivr.net'

/**
 * Payload's admin (/admin): rendered by Next like our pages, so its scripts carry the nonce too and the
 * script rule is the site's. Beyond the site's policy it needs (ADR 0016): the editor CDN for the styles
 * and font of JSON fields (its scripts are inserted by trusted ones, which 'strict-dynamic' allows) and
 * blob: workers for that editor; frames only our own uploads.
 */
export function adminCsp({ nonce, production }: { nonce: string; production: boolean }): string {
  return join([
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${production ? '' : " 'unsafe-eval'"}`,
    `style-src 'self' 'unsafe-inline' ${ADMIN_EDITOR_CDN}`,
    "img-src 'self' data: blob: https:",
    `font-src 'self' data: ${ADMIN_EDITOR_CDN}`,
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ])
}

/**
 * Every response the proxy does not give a page policy to (JSON, feeds, files, Next's assets): nothing may
 * run, nothing may frame it. mediaFileHeaders relaxes only the framing for uploads.
 */
export function staticCsp(): string {
  return join(["default-src 'none'", "img-src 'self' data:", "style-src 'unsafe-inline'", "frame-ancestors 'none'", "form-action 'none'", "base-uri 'none'"])
}

/** The origin of an https URL a page wants to frame, else null (only https pages are framed). */
export function frameOriginOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** Whether a page's policy (as the proxy sent it with the request) lets it frame this URL. */
export function policyAllowsFrame(policy: string | null, url: string): boolean {
  const origin = frameOriginOf(url)
  if (!policy || !origin) return false
  const frameSrc = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src')
  return Boolean(frameSrc?.slice(1).includes(origin))
}

// Lower-case keys: the proxy's headers arrive lower-case and replace these for the same key.
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: 'content-security-policy', value: staticCsp() },
    { key: 'x-content-type-options', value: 'nosniff' },
    { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
    { key: 'x-frame-options', value: 'DENY' },
    { key: 'permissions-policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ]
  if (production) {
    headers.push({ key: 'strict-transport-security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}

/**
 * Where uploads are served (job ad PDFs among them): the same rules, but our own pages may frame the
 * files (the PDF viewer on /{lang}/job/{id}). /media is the public path (ADR 0036), Payload's own
 * file route stays for the admin and old links.
 */
export const MEDIA_FILES_SOURCES = ['/media/:path*', '/api/cms/media/file/:path*']

export function mediaFileHeaders(production: boolean): { key: string; value: string }[] {
  return securityHeaders(production).map((header) => {
    if (header.key === 'content-security-policy') return { ...header, value: header.value.replace("frame-ancestors 'none'", "frame-ancestors 'self'") }
    if (header.key === 'x-frame-options') return { ...header, value: 'SAMEORIGIN' }
    return header
  })
}
