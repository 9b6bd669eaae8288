import { plainTextOf } from '@/lib/text/light-markup'
import type { JobSection } from './apply-target'

// What search engines and share previews read of an ad besides the page (ADR 0033). Pure.

// A workload in a title: "80–100 %", "(80-100%)", "100 %", "60 bis 80 %", "80 à 100 %", "Pensum 80%",
// "taux d'activité 80-100 %", "tasso d'occupazione 80–100%" (with its brackets and label).
const LABEL = String.raw`(?:(?:arbeits)?pensum|beschäftigungsgrad|taux(?:\s+d['’]activité)?|tasso(?:\s+d['’]occupazione)?|grado\s+d['’]occupazione)`
const AMOUNT = String.raw`\d{1,3}(?:\s*%)?(?:\s*(?:[-–—/]|bis|à|a)\s*\d{1,3})?\s*%`
const WORKLOAD = new RegExp(String.raw`[(\[]?\s*(?:${LABEL}\s*:?\s*)?${AMOUNT}\s*[)\]]?`, 'giu')
const EDGE = /^[\s,;:|/–—-]+|[\s,;:|/–—-]+$/gu

/**
 * The ad's title without its workload, for JobPosting.title (Google wants the job's title only).
 * A title that is nothing but a workload stays as it is.
 */
export function titleWithoutWorkload(title: string): string {
  const cleaned = title
    .replace(WORKLOAD, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+([,;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(EDGE, '')
    .trim()
  return cleaned === '' ? title.trim() : cleaned
}

/** The sections whose text describes the ad best for a snippet, in order of preference. */
const SNIPPET_SECTIONS: readonly JobSection[] = ['teaser', 'task', 'offer', 'requirement', 'institution']

/**
 * The plain text a job page's meta description starts from: its teaser, else its tasks, … (the ad's
 * markup removed). '' when the ad has no text sections (PDF and link ads).
 */
export function jobSnippetText(sections: readonly { key: JobSection; text: string }[]): string {
  for (const key of SNIPPET_SECTIONS) {
    const section = sections.find((s) => s.key === key && s.text.trim() !== '')
    if (section) return plainTextOf(section.text, { formatted: true }).replace(/\s+/g, ' ').trim()
  }
  return ''
}
