import { findProduct, type CategoryKey, type FieldKey, type LevelKey, type ProductKey } from '../../../src/modules/essentials/data'
import { slugify } from '../../../src/modules/essentials/slugify'
import type { Random } from '../random'
import { isoDays } from './dates'
import { APPLY_MAILBOX, jobContent, jobTitle, pensumLabel, startPhrase } from './job-texts'
import { JOB_STATES, type InstitutionSpec, type JobSpec, type JobState } from './types'

/** Share of each cockpit state; every state occurs from 7 ads on. */
const STATE_SHARES: Record<JobState, number> = {
  active: 0.65,
  paused: 0.05,
  future: 0.08,
  expired: 0.1,
  draft: 0.05,
  pendingAccess: 0.05,
  declined: 0.02,
}

const HOSPITAL_LEVELS: [LevelKey, number][] = [
  ['STUDENT_INTERN', 10],
  ['ASSISTANT_PHYSICIAN', 45],
  ['SENIOR_PHYSICIAN', 22],
  ['LEADING_PHYSICIAN', 7],
  ['CHIEF_PHYSICIAN', 3],
  ['HOSPITAL_SPECIALIST', 8],
]
const PRACTICE_LEVELS: [LevelKey, number][] = [
  ['PRACTICE_ASSISTANT', 55],
  ['PRACTICE_SPECIALIST', 45],
]
const OTHER_LEVELS: [LevelKey, number][] = [
  ['ASSISTANT_PHYSICIAN', 40],
  ['SENIOR_PHYSICIAN', 30],
  ['HOSPITAL_SPECIALIST', 20],
  ['PRACTICE_SPECIALIST', 10],
]
/** Ads that address two levels name neighbouring ones. */
const SECOND_LEVEL: Partial<Record<LevelKey, LevelKey>> = {
  ASSISTANT_PHYSICIAN: 'HOSPITAL_SPECIALIST',
  SENIOR_PHYSICIAN: 'LEADING_PHYSICIAN',
  LEADING_PHYSICIAN: 'CHIEF_PHYSICIAN',
  HOSPITAL_SPECIALIST: 'SENIOR_PHYSICIAN',
}
/** Gross yearly salary range at 100 % by level (CHF). */
const SALARY: Partial<Record<LevelKey, [number, number]>> = {
  ASSISTANT_PHYSICIAN: [90_000, 108_000],
  SENIOR_PHYSICIAN: [130_000, 170_000],
  LEADING_PHYSICIAN: [170_000, 230_000],
  CHIEF_PHYSICIAN: [230_000, 340_000],
  HOSPITAL_SPECIALIST: [120_000, 150_000],
  PRACTICE_ASSISTANT: [90_000, 110_000],
  PRACTICE_SPECIALIST: [140_000, 220_000],
}
/** Of the paid ads without a salary from the main stream, the share that gets one (about 9 in 10 paid ads with a salary level then have a range). */
const PAID_SALARY_SHARE = 0.75
const PENSUM: [[number, number], number][] = [
  [[100, 100], 35],
  [[80, 100], 30],
  [[60, 100], 10],
  [[60, 80], 8],
  [[50, 80], 7],
  [[80, 80], 4],
  [[90, 100], 3],
  [[40, 60], 3],
]
const PRODUCTS: [ProductKey, number][] = [
  ['basic', 50],
  ['premium', 35],
  ['premium-social', 15],
]

export interface JobGenerationInput {
  rng: Random
  anchor: number
  count: number
  institutions: readonly InstitutionSpec[]
  /** institutions (indexes) that get one ad in every state first: the demo HR user's cockpit */
  featured: readonly number[]
  /** pdf ads need an uploaded file each, so there are at most this many */
  maxPdf: number
}

export function stateQuotas(count: number): Record<JobState, number> {
  const quotas = {} as Record<JobState, number>
  let assigned = 0
  for (const state of JOB_STATES) {
    quotas[state] = count >= JOB_STATES.length ? Math.max(1, Math.floor(count * STATE_SHARES[state])) : 0
    assigned += quotas[state]
  }
  quotas.active += count - assigned
  return quotas
}

/** The state of every ad, in order: the featured institutions' full sets first, then shuffled quotas. */
function stateSequence(rng: Random, count: number, featuredSlots: number): Uint8Array {
  const quotas = stateQuotas(count)
  const sequence = new Uint8Array(count)
  let i = 0
  for (; i < Math.min(featuredSlots, count); i++) {
    const state = JOB_STATES[i % JOB_STATES.length] ?? 'active'
    sequence[i] = JOB_STATES.indexOf(state)
    quotas[state] = Math.max(0, quotas[state] - 1)
  }
  const start = i
  for (const [index, state] of JOB_STATES.entries()) for (let n = 0; n < quotas[state] && i < count; n++) sequence[i++] = index
  for (; i < count; i++) sequence[i] = 0
  for (let k = count - 1; k > start; k--) {
    const j = start + Math.floor(rng.float() * (k - start + 1))
    const tmp = sequence[k] ?? 0
    sequence[k] = sequence[j] ?? 0
    sequence[j] = tmp
  }
  return sequence
}

/** Weighted institution picker (binary search over cumulative weights). */
function picker(institutions: readonly InstitutionSpec[], filter: (i: InstitutionSpec) => boolean) {
  const indexes: number[] = []
  const cumulative: number[] = []
  let total = 0
  institutions.forEach((inst, index) => {
    if (inst.jobWeight <= 0 || !filter(inst)) return
    total += inst.jobWeight
    indexes.push(index)
    cumulative.push(total)
  })
  return (rng: Random): number => {
    const r = rng.float() * total
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((cumulative[mid] ?? 0) > r) hi = mid
      else lo = mid + 1
    }
    return indexes[lo] ?? 0
  }
}

function levelsFor(rng: Random, category: CategoryKey): LevelKey[] {
  const pool = category === 'PRACTICE' ? PRACTICE_LEVELS : category === 'OTHER' ? OTHER_LEVELS : HOSPITAL_LEVELS
  const first = rng.weighted(pool)
  const second = SECOND_LEVEL[first]
  return second && category !== 'PRACTICE' && rng.chance(0.2) ? [first, second] : [first]
}

export function* generateJobs(input: JobGenerationInput): Generator<JobSpec> {
  const { rng, anchor, count, institutions, featured } = input
  const states = stateSequence(rng.fork('states'), count, featured.length * JOB_STATES.length)
  // Paid ads the main stream left without a salary mostly get one from their own stream (employers
  // are asked for the range in the wizard); everything else stays as the main stream made it.
  const salaries = rng.fork('paid-salaries')
  const anyInstitution = picker(institutions, () => true)
  const crawlable = picker(institutions, (i) => !i.disableFreeCrawler)
  let pdfs = 0
  for (let n = 0; n < count; n++) {
    const state = JOB_STATES[states[n] ?? 0] ?? 'active'
    const featuredIndex = n < featured.length * JOB_STATES.length ? featured[Math.floor(n / JOB_STATES.length)] : undefined
    const crawled = state === 'pendingAccess' || state === 'declined'
    const featuredOk = featuredIndex !== undefined && !(crawled && institutions[featuredIndex]?.disableFreeCrawler)
    const instIndex = featuredOk ? featuredIndex : crawled ? crawlable(rng) : anyInstitution(rng)
    const inst = institutions[instIndex]
    if (!inst) throw new Error(`no institution ${instIndex}`)
    const lang = inst.mainLang
    const fields: FieldKey[] = rng.sample(inst.fields, rng.chance(0.15) && inst.fields.length > 1 ? 2 : 1)
    const field = fields[0] ?? 'GENERAL_INTERNAL_MEDICINE'
    const levels = levelsFor(rng, inst.category)
    const student = levels[0] === 'STUDENT_INTERN'
    const lead = levels[0] === 'CHIEF_PHYSICIAN' || levels[0] === 'LEADING_PHYSICIAN'
    const [pensumMin, pensumMax] = student ? [100, 100] : rng.weighted(lead ? PENSUM.slice(0, 2) : PENSUM)
    const title = `${jobTitle(levels, field, lang)} ${pensumLabel(pensumMin, pensumMax)}`
    const slug = slugify(`${jobTitle(levels, field, lang)} ${inst.name}`)
      .slice(0, 96)
      .replace(/-+$/, '')
    const takenOver = state === 'active' && !inst.disableFreeCrawler && rng.chance(0.08)
    const paid = !crawled && (state !== 'draft' || rng.chance(0.5))
    const product = paid ? rng.weighted(PRODUCTS) : null
    const variant = product ? rng.pick(findProduct(product)?.variants ?? []) : null
    const duration = variant?.duration ?? 60

    let onlineFrom: number | null = null
    if (state === 'active' || state === 'paused') onlineFrom = -rng.int(1, duration - 2)
    else if (state === 'future') onlineFrom = rng.int(2, 40)
    else if (state === 'expired') onlineFrom = -rng.int(1, 300) - duration
    else if (crawled) onlineFrom = -rng.int(1, 50)
    const hour = rng.int(6, 10) / 24
    const fromIso = onlineFrom === null ? null : isoDays(anchor, onlineFrom + hour)
    const untilIso = onlineFrom === null ? null : isoDays(anchor, onlineFrom + duration + hour)

    const availableFromType = rng.weighted([
      ['immediate', 35],
      ['agreement', 35],
      ['date', 30],
    ] as const)
    const availableFrom = availableFromType === 'date' ? isoDays(anchor, (onlineFrom ?? 0) + rng.int(30, 180)) : null
    const salaryRange = SALARY[levels[0] ?? 'ASSISTANT_PHYSICIAN']
    const drawn = salaryRange && rng.chance(0.6) ? rng.stepped(salaryRange[0], salaryRange[1] - 10_000, 1_000) : null
    const salaryMin = drawn === null && paid && salaryRange && salaries.chance(PAID_SALARY_SHARE) ? salaries.stepped(salaryRange[0], salaryRange[1] - 10_000, 1_000) : drawn
    const type = crawled ? 'text' : rng.chance(0.015) && pdfs < input.maxPdf ? 'pdf' : rng.chance(0.06) ? 'link' : 'text'
    if (type === 'pdf') pdfs++
    const domain = `${inst.slug}.example.ch`
    const wbs = inst.wbs.find((w) => w.field === field)
    const content = jobContent(rng, {
      lang,
      levels,
      field,
      pensum: pensumLabel(pensumMin, pensumMax),
      start: startPhrase(availableFromType, availableFrom, lang),
      institutionName: inst.name,
      institutionText: inst.description[lang],
      wbsCategory: wbs?.category ?? null,
      contactPerson: inst.contact.person,
      contactPhone: inst.contact.phone,
    })
    const createdOffset = onlineFrom === null ? -rng.int(0, 60) : Math.min(0, onlineFrom - (crawled ? 0 : rng.int(0, 5)))
    yield {
      state,
      institution: instIndex,
      title,
      slug,
      locale: lang,
      fields,
      levels,
      pensumMin,
      pensumMax,
      salaryMin,
      salaryMax: salaryMin === null ? null : salaryMin + (drawn === null ? salaries : rng).stepped(5_000, 25_000, 1_000),
      availableFromType,
      availableFrom,
      apply: rng.chance(0.5) ? `${APPLY_MAILBOX[lang]}@${domain}` : `https://jobs.${domain}/apply/${n + 1}`,
      type,
      link: type === 'link' ? `https://careers.example.ch/${inst.slug}/${slug}` : null,
      content: type === 'text' ? content : { ...content, task: '', requirement: '', offer: '', institution: '', contact: '' },
      original: crawled || takenOver ? `https://www.${domain}/karriere/stellen/${slug}` : null,
      status: state === 'draft' ? 'draft' : 'published',
      paused: state === 'paused',
      onlineFrom: fromIso,
      onlineUntil: untilIso,
      product,
      variantId: variant?.id ?? null,
      crawlerJob: crawled || takenOver,
      crawlerDecline: state === 'declined',
      hasFullAccess: !crawled,
      createdAt: isoDays(anchor, createdOffset - rng.int(1, 8) / 24),
    }
  }
}
