import 'server-only'
import type { Payload } from 'payload'
import { formatDate } from '@/i18n/format'
import { LOCALES, type Locale } from '@/i18n/locales'
import { relId, relIds } from '@/lib/relations'
import type { Job } from '@/payload-types'
import { getEssentials } from '../essentials/essentials.server'
import type { Viewer } from '../institutions/membership.server'
import { quote, type Quote } from '../orders/checkout.server'
import { formatRappen } from '../orders/pricing'
import { JOB_SECTIONS } from './apply-target'
import { missingStep, publishableInstitutions } from './ad-draft.server'
import type { WizardStep } from './ad-schema'
import { jobDetailOf, type JobDetail } from './public.server'

// What each screen of the job-ad wizard starts from: the packages as the team priced them, the
// choices of the common step, the draft's values as the forms write them, and the summary's
// preview and price (from the server; a code in the address is checked there, never trusted).

const DAY = 86_400_000
const zurichDay = (d: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(d))
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v))

export async function wizardPackages(payload: Payload, locale: Locale) {
  const { docs } = await payload.find({ collection: 'products', sort: 'position', depth: 0, locale, pagination: false, overrideAccess: true })
  return docs.map((p) => ({
    key: p.key,
    title: p.title,
    description: p.description ?? '',
    variants: p.variants.map((v) => ({
      id: v.variant_id,
      duration: v.duration,
      price: formatRappen(Math.round(v.price * 100)),
      socialBudget: v.social_budget ? formatRappen(v.social_budget * 100) : null,
    })),
  }))
}

export async function commonChoices(payload: Payload, viewer: Viewer, locale: Locale, languageName: (l: Locale) => string) {
  const essentials = await getEssentials(payload, locale)
  const list = (name: 'levels' | 'fields') => essentials.lists[name].map((e) => ({ value: e.key, label: e.value }))
  return {
    institutions: (await publishableInstitutions(payload, viewer, locale)).map((i) => ({ value: String(i.id), label: i.name })),
    levels: list('levels'),
    fields: list('fields'),
    locales: LOCALES.map((l) => ({ value: l, label: languageName(l) })),
  }
}

export async function draftValues(payload: Payload, job: Job, locale: Locale): Promise<Record<string, string>> {
  const essentials = await getEssentials(payload, locale)
  const keys = (list: 'levels' | 'fields', ids: number[]) =>
    ids
      .map((id) => essentials.keyOf(list, id))
      .filter(Boolean)
      .join(',')
  return {
    institution: str(relId(job.institution)),
    title: job.title,
    levels: keys('levels', relIds(job.levels)),
    fields: keys('fields', relIds(job.fields)),
    locale: job.locale,
    pensum_min: str(job.pensum_min),
    pensum_max: str(job.pensum_max),
    available_from_type: job.available_from_type,
    available_from: job.available_from ? job.available_from.slice(0, 10) : '',
    apply: str(job.apply),
    salary_min: str(job.salary_min),
    salary_max: str(job.salary_max),
    type: job.type,
    link: str(job.link),
    ...Object.fromEntries(JOB_SECTIONS.map((s) => [s, str(job.content?.[s])])),
    online_from: job.online_from ? zurichDay(job.online_from) : '',
  }
}

/** What the common step of a new ad starts from (the draft is created when it is sent): the defaults a draft gets. */
export async function newDraftValues(payload: Payload, viewer: Viewer, locale: Locale): Promise<Record<string, string>> {
  const [first] = await publishableInstitutions(payload, viewer, locale)
  return { institution: first ? String(first.id) : '', locale, pensum_min: '100', pensum_max: '100', available_from_type: 'immediate' }
}

export interface SummaryData {
  preview: JobDetail
  quote: Quote | null
  /** what the draft still lacks (checkout sends the user there) */
  missing: WizardStep | null
  onlineUntil: string | null
}

export async function summaryData(payload: Payload, job: Job, code: string, locale: Locale): Promise<SummaryData> {
  const q = job.variant_id ? await quote(payload, job.variant_id, code, locale) : null
  const until = job.online_from && q ? formatDate(new Date(new Date(job.online_from).getTime() + q.variant.duration * DAY), locale) : null
  return { preview: await jobDetailOf(payload, job, locale), quote: q, missing: missingStep(job), onlineUntil: until }
}

export function todayInSwitzerland(now = new Date()): string {
  return zurichDay(now)
}
