import { isLocale, type Locale } from '@/i18n/locales'
import { lookupPostalCode } from '../essentials/postal-codes'
import { textOf } from './html-text'
import { fieldsOfText, levelsOfText } from './map-essentials'
import type { JsonObject } from './parse-jsonld'

// A schema.org JobPosting (or a feed item without one) as our ad: the written mapping of ADR 0070.
// What we cannot map to a field of ours stays in the ad's text: the description is kept whole.

export interface CrawledAd {
  /** the ad's address at the employer: its identity per institution and our `original` */
  original: string
  title: string
  /** the ad's own language, when it says (inLanguage) */
  language: Locale | null
  pensum_min: number
  pensum_max: number
  salary_min: number | null
  salary_max: number | null
  /** validThrough; null: no end given */
  valid_through: string | null
  available_from: string | null
  content: { teaser: string | null; task: string | null; requirement: string | null; offer: string | null; institution: string | null; contact: string | null }
  fields: string[]
  levels: string[]
  apply: string | null
  /** the place's Swiss postal code, when the posting names a known one */
  postal_code: string | null
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)
const obj = (value: unknown): JsonObject | null => {
  const v = first(value)
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as JsonObject) : null
}
const list = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map((v) => (obj(v) ? str(obj(v)!.name ?? obj(v)!.description) : str(v))).filter(Boolean)
const textOrNull = (value: unknown): string | null => {
  const parts = list(value).map(textOf).filter(Boolean)
  return parts.length ? parts.join('\n\n').slice(0, 20_000) : null
}

/** "80-100%", "60 – 80 %", "Pensum 90%": the range in percent; null when none is named. */
export function pensumOf(text: string): { min: number; max: number } | null {
  const range = /(\d{1,3})\s*%?\s*(?:-|–|—|bis|à|a)\s*(\d{1,3})\s*%/i.exec(text)
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])]
    if (a >= 10 && b <= 100 && a <= b) return { min: a, max: b }
  }
  const single = /(\d{1,3})\s*%/.exec(text)
  if (single) {
    const n = Number(single[1])
    if (n >= 10 && n <= 100) return { min: n, max: n }
  }
  return null
}

function pensum(posting: JsonObject, title: string): { min: number; max: number } {
  const named = pensumOf(title) ?? pensumOf(str(posting.workHours)) ?? pensumOf(list(posting.employmentType).join(' '))
  if (named) return named
  const types = list(posting.employmentType).map((t) => t.toUpperCase())
  // Part time without a number: the common range of Swiss hospital ads (ADR 0070).
  if (types.includes('PART_TIME') && !types.includes('FULL_TIME')) return { min: 50, max: 80 }
  return { min: 100, max: 100 }
}

function salary(posting: JsonObject): { min: number | null; max: number | null } {
  const base = obj(posting.baseSalary)
  const value = obj(base?.value)
  const unit = str(value?.unitText).toUpperCase()
  if (!base || str(base.currency).toUpperCase() !== 'CHF' || unit !== 'YEAR') return { min: null, max: null }
  const n = (v: unknown) => (Number.isFinite(Number(v)) && Number(v) > 0 ? Math.round(Number(v)) : null)
  const min = n(value?.minValue ?? value?.value)
  const max = n(value?.maxValue) ?? min
  return { min, max: max !== null && min !== null && max < min ? min : max }
}

function dateOf(value: unknown): string | null {
  const raw = str(value)
  if (!raw) return null
  const date = new Date(raw)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

function postalCode(posting: JsonObject): string | null {
  for (const place of Array.isArray(posting.jobLocation) ? posting.jobLocation : [posting.jobLocation]) {
    const zip = str(obj(obj(place)?.address)?.postalCode).replace(/^CH-/i, '')
    if (zip && lookupPostalCode(zip)) return zip
  }
  return null
}

function languageOf(value: unknown): Locale | null {
  const lang = str(first(value)).slice(0, 2).toLowerCase()
  return isLocale(lang) ? lang : null
}

/** The ad of a JobPosting found at `pageUrl`; null when it has no title. */
export function adOfPosting(posting: JsonObject, pageUrl: string): CrawledAd | null {
  const title = textOf(str(posting.title)).replace(/\s+/g, ' ').slice(0, 250)
  if (!title) return null
  const original = safeUrl(str(posting.url), pageUrl) ?? pageUrl
  const { min, max } = pensum(posting, title)
  const money = salary(posting)
  const categories = [title, ...list(posting.occupationalCategory)].join(' ')
  const start = dateOf(posting.jobStartDate)
  const applyUrl = safeUrl(str(obj(posting.applicationContact)?.url), pageUrl) ?? safeUrl(str(posting.directApplyUrl), pageUrl)
  return {
    original,
    title,
    language: languageOf(posting.inLanguage),
    pensum_min: min,
    pensum_max: max,
    salary_min: money.min,
    salary_max: money.max,
    valid_through: dateOf(posting.validThrough),
    available_from: start,
    content: {
      teaser: null,
      task: textOrNull([posting.description, posting.responsibilities].filter(Boolean)),
      requirement: textOrNull([posting.qualifications, posting.skills, posting.educationRequirements, posting.experienceRequirements].filter(Boolean)),
      offer: textOrNull(posting.jobBenefits),
      institution: null,
      contact: textOrNull(str(obj(posting.applicationContact)?.email) || null),
    },
    fields: fieldsOfText(categories),
    levels: levelsOfText(categories),
    apply: applyUrl ?? original,
    postal_code: postalCode(posting),
  }
}

/** The ad of a feed item whose page carries no JobPosting: its title and text only. */
export function adOfFeedItem(item: { url: string; title: string; html: string; language: string | null }): CrawledAd | null {
  return adOfPosting({ '@type': 'JobPosting', title: item.title, description: item.html, url: item.url, inLanguage: item.language ?? undefined }, item.url)
}

function safeUrl(raw: string, base: string): string | null {
  if (!raw) return null
  try {
    const url = new URL(raw, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
