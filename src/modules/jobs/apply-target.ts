import { safeHttpUrl } from '@/lib/params'

// What an ad's text and "apply" field may hold; shared by the public pages (server) and the job-ad
// wizard's schemas (browser and server).

export const JOB_SECTIONS = ['teaser', 'task', 'requirement', 'offer', 'institution', 'contact'] as const
export type JobSection = (typeof JOB_SECTIONS)[number]

export type ApplyTarget = { kind: 'url' | 'email'; href: string }

const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}$/i

/** The apply field holds a URL or an e-mail address (with or without "mailto:"). */
export function applyTarget(value: string | null | undefined): ApplyTarget | null {
  const text = value?.trim().replace(/^mailto:/i, '')
  if (!text) return null
  if (EMAIL.test(text)) return { kind: 'email', href: `mailto:${text}` }
  const url = safeHttpUrl(text)
  return url ? { kind: 'url', href: url } : null
}
