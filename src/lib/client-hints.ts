// Payload's `withPayload` adds `Accept-CH`, `Vary` and `Critical-CH: Sec-CH-Prefers-Color-Scheme` to
// every path ('/:path*') so that /admin can render its colour theme on the server. On any other page
// `Critical-CH` makes Chromium repeat the first request of a fresh browser: every first visit was
// rendered twice, and a one-time link spent its token on the request the user never saw.
// These headers are kept for /admin only.

export interface HeaderEntry {
  key: string
  value: string
}
export interface HeaderRule {
  source: string
  headers: HeaderEntry[]
  [option: string]: unknown
}

/** `/admin` and everything below it (path-to-regexp: `:path*` also matches nothing). */
export const ADMIN_SOURCE = '/admin/:path*'

const CLIENT_HINT = /^sec-ch-/i

/** A header that asks for client hints or varies on them. */
export function isClientHintHeader(header: HeaderEntry): boolean {
  const key = header.key.toLowerCase()
  if (key === 'accept-ch' || key === 'critical-ch') return true
  return key === 'vary' && header.value.split(',').every((v) => CLIENT_HINT.test(v.trim()))
}

/**
 * The same header rules, except that client-hint headers apply to `adminSource` only: a rule that
 * mixes them with other headers is split in two (the other headers keep their source).
 */
export function clientHintsOnlyFor(rules: HeaderRule[], adminSource: string = ADMIN_SOURCE): HeaderRule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isClientHintHeader)
    if (hints.length === 0 || rule.source === adminSource) return [rule]
    const others = rule.headers.filter((h) => !isClientHintHeader(h))
    return [...(others.length ? [{ ...rule, headers: others }] : []), { ...rule, source: adminSource, headers: hints }]
  })
}
