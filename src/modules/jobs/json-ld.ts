import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { mediaUrl } from '@/lib/relations'
import { safeHttpUrl } from '@/lib/params'
import { inlineRuns, textBlocks } from '@/lib/text/light-markup'
import type { ApplyTarget, JobDetail } from './public.server'
import { employmentTypes } from './schemas'
import { titleWithoutWorkload } from './job-seo'
import { jobUrl } from '@/modules/seo/alternates'
import { escapeHtml } from '@/lib/text/escape'

// schema.org JobPosting for Google for Jobs (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
// jobPostingJsonLd is pure: it gets a plain input and the site's base URL and returns the object the
// page puts into <script type="application/ld+json"> (through ui/json-ld.tsx, which escapes it).
// Empty values (null, undefined, '', [], objects with nothing but "@type") are left out, never
// written as null or "".
//
// directApply: true only when the ad is applied for on the platform itself (ADR 0033). No ad is
// today: an apply URL leads to the employer's or a third party's site, an e-mail address opens the
// visitor's mail program, and an ad without an apply target cannot be applied to here. So it is
// false for every ad until the platform has an application form of its own.
//
// title: the ad's title without its workload ("80–100 %"), which Google wants out of the title
// (job-seo.ts); url: the ad's one URL, under its own language (seo/alternates.ts, ADR 0033).

export type EmploymentType = 'FULL_TIME' | 'PART_TIME'

export interface JobPostingInstitution {
  name: string
  /** the employer's own website (becomes hiringOrganization.sameAs) */
  website: string | null
  /** absolute or site-relative logo URL */
  logo: string | null
  street: string | null
  zip: string | null
  city: string | null
  /** canton code (ZH, VD, …) */
  region: string | null
  /** the profile's header picture (share previews, not the JobPosting) */
  header?: string | null
}

export interface JobPostingInput {
  id: number
  /** the language the ad is written in; its canonical URL is /{locale}/job/{id} */
  locale: Locale
  title: string
  /** HTML or plain text; see jobDescriptionHtml */
  description: string
  /** ISO timestamps: online_from and online_until */
  online_from: string | null
  online_until: string | null
  pensum_min: number
  pensum_max: number
  /** gross CHF per year at 100 % */
  salary_min: number | null
  salary_max: number | null
  apply: ApplyTarget | null
  /** null when the employer is not public */
  institution: JobPostingInstitution | null
  /** a free listing's original on the employer's website (becomes sameAs; ADR 0071) */
  original?: string | null
}

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json }
export type JsonLdObject = { [key: string]: Json }

/** FULL_TIME for exactly 100 %, PART_TIME below 100 %, both when the range spans 100 % and less. */
// One rule for the public shape and Google for Jobs.
export { employmentTypes }

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0

/** baseSalary in CHF per year, or undefined when the ad gives no salary. */
export function baseSalary(salaryMin: number | null, salaryMax: number | null): JsonLdObject | undefined {
  const given = [salaryMin, salaryMax].filter(positive)
  if (given.length === 0) return undefined
  const low = Math.min(...given)
  const high = Math.max(...given)
  const value: JsonLdObject =
    low === high ? { '@type': 'QuantitativeValue', value: low, unitText: 'YEAR' } : { '@type': 'QuantitativeValue', minValue: low, maxValue: high, unitText: 'YEAR' }
  return { '@type': 'MonetaryAmount', currency: 'CHF', value }
}

/** One text (lib/text/light-markup) as escaped HTML: paragraphs with their line breaks, lists, bold, italic. */
function markupHtml(text: string, formatted: boolean): string {
  const runs = (t: string) =>
    inlineRuns(t, { formatted })
      .map((r) => {
        const html = escapeHtml(r.text).replace(/\n/g, '<br>')
        const italic = r.italic ? `<em>${html}</em>` : html
        return r.bold ? `<strong>${italic}</strong>` : italic
      })
      .join('')
  return textBlocks(text, { formatted })
    .map((b) => {
      if (b.kind === 'paragraph') return `<p>${runs(b.text)}</p>`
      const tag = b.ordered ? 'ol' : 'ul'
      return `<${tag}>${b.items.map((item) => `<li>${runs(item)}</li>`).join('')}</${tag}>`
    })
    .join('')
}

/**
 * The ad's text sections as simple HTML (Google's description accepts <p>, <br>, <ul>, <li>,
 * <strong>, <h3>): a heading per section when given, then the section's paragraphs and lists. Without
 * any section (PDF and link ads) the fallback lines are used, so the description is never empty.
 */
export function jobDescriptionHtml(sections: { heading?: string; text: string }[], fallback: string[]): string {
  const html = sections
    .filter((s) => s.text.trim() !== '')
    .map((s) => `${s.heading?.trim() ? `<h3>${escapeHtml(s.heading.trim())}</h3>` : ''}${markupHtml(s.text, true)}`)
    .join('')
  return html !== ''
    ? html
    : markupHtml(
        fallback
          .map((l) => l.trim())
          .filter((l) => l !== '')
          .join('\n\n'),
        false,
      )
}

function absoluteUrl(url: string | null, baseUrl: string): string | undefined {
  if (!url) return undefined
  try {
    return safeHttpUrl(new URL(url, `${baseUrl}/`).href) ?? undefined
  } catch {
    return undefined
  }
}

function isoDate(value: string | null): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** Drops null, undefined, '', empty arrays and objects that are empty or hold nothing but "@type". */
export function pruneJsonLd<T extends Json>(value: T): T | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') return (value.trim() === '' ? undefined : value) as T | undefined
  if (typeof value === 'number') return (Number.isFinite(value) ? value : undefined) as T | undefined
  if (Array.isArray(value)) {
    const items = value.map((v) => pruneJsonLd(v)).filter((v) => v !== undefined)
    return (items.length > 0 ? items : undefined) as T | undefined
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, pruneJsonLd(v)] as const)
      .filter(([, v]) => v !== undefined)
    if (entries.length === 0 || entries.every(([k]) => k === '@type')) return undefined
    return Object.fromEntries(entries) as T
  }
  return value
}

export function jobPostingJsonLd(input: JobPostingInput, baseUrl: string): JsonLdObject {
  const base = baseUrl.replace(/\/+$/, '')
  const inst = input.institution
  const types = employmentTypes(input.pensum_min, input.pensum_max)
  const posting: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: titleWithoutWorkload(input.title),
    description: input.description,
    datePosted: isoDate(input.online_from),
    validThrough: isoDate(input.online_until),
    employmentType: types.length === 1 ? types[0] : types,
    hiringOrganization: inst ? { '@type': 'Organization', name: inst.name, sameAs: safeHttpUrl(inst.website) ?? undefined, logo: absoluteUrl(inst.logo, base) } : undefined,
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: inst?.street ?? undefined,
        postalCode: inst?.zip ?? undefined,
        addressLocality: inst?.city ?? undefined,
        addressRegion: inst?.region ?? undefined,
        addressCountry: 'CH',
      },
    },
    baseSalary: baseSalary(input.salary_min, input.salary_max),
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: inst?.name, value: String(input.id) },
    url: jobUrl(base, input.locale, input.id),
    sameAs: safeHttpUrl(input.original) ?? undefined,
    inLanguage: input.locale,
  }
  return pruneJsonLd(posting) ?? {}
}

// Loading what the job page does not have (the employer's website, logo and address).

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

/** The public employer's fields for JSON-LD; the street is left out when the contact is hidden. */
export async function findJobPostingInstitution(payload: Payload, institutionId: number, locale: Locale): Promise<JobPostingInstitution | null> {
  const { docs } = await payload.find({
    collection: 'institutions',
    where: { and: [{ id: { equals: institutionId } }, { status: { equals: 'active' } }] },
    select: { name: true, website: true, logo: true, header: true, region: true, contact_address: true, contact_zip: true, contact_city: true, contact_hidden: true },
    depth: 1,
    // one institution by id: no count query (ADR 0072)
    pagination: false,
    locale,
    overrideAccess: false,
  })
  const inst = docs[0]
  if (!inst) return null
  const region = inst.region && typeof inst.region === 'object' ? inst.region.key : null
  return jobPostingInstitutionFrom({ ...inst, region, logo: mediaUrl(inst.logo), header: mediaUrl(inst.header) })
}

/** The employer's columns the JobPosting reads, with its canton's code and its pictures' URLs. */
export interface JobPostingInstitutionSource {
  name: string
  website?: string | null
  logo: string | null
  header: string | null
  region: string | null
  contact_address?: string | null
  contact_zip?: string | null
  contact_city?: string | null
  contact_hidden?: boolean | null
}

/** The public employer's fields for JSON-LD from its columns (one rule for every reader of them). */
export function jobPostingInstitutionFrom(inst: JobPostingInstitutionSource): JobPostingInstitution {
  return {
    name: inst.name,
    website: safeHttpUrl(inst.website),
    logo: inst.logo,
    header: inst.header,
    street: inst.contact_hidden ? null : text(inst.contact_address),
    zip: text(inst.contact_zip),
    city: text(inst.contact_city),
    region: text(inst.region),
  }
}

/** Everything jobPostingJsonLd needs for an online job; headings are the section titles in the ad's language. */
export function jobPostingInputFor(job: JobDetail, institution: JobPostingInstitution | null, headings: (key: JobDetail['sections'][number]['key']) => string): JobPostingInput {
  const fallback = [job.title, [...job.levels, ...job.fields].join(', '), [institution?.name, institution?.city].filter(Boolean).join(', ')]
  return {
    id: job.id,
    locale: job.locale,
    title: job.title,
    description: jobDescriptionHtml(
      job.sections.map((s) => ({ heading: headings(s.key), text: s.text })),
      fallback,
    ),
    online_from: job.online_from,
    online_until: job.online_until,
    pensum_min: job.pensum_min,
    pensum_max: job.pensum_max,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    apply: job.apply,
    institution,
    original: job.crawler_job ? job.original : null,
  }
}
