import { env } from '@/lib/env'

/** An absolute URL on this site (PUBLIC_URL) for a path that starts with "/": for mails, feeds and JSON-LD. */
export function absoluteUrl(path: string): string {
  return `${env().PUBLIC_URL.replace(/\/+$/, '')}${path}`
}
