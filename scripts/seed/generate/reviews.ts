import type { FieldKey, LevelKey, ReviewDurationKey } from '../../../src/modules/essentials/data'
import type { Random } from '../random'
import { daysBetween, isoDays } from './dates'
import { person, titledName } from './people'
import { REVIEW_TEXTS, sectionFeedback } from './review-texts'
import { RATING_SECTIONS, type InstitutionSpec, type InternshipSpec, type MembershipSpec, type RatingSection, type ReviewSpec, type UserSpec } from './types'

const TOTAL_REVIEWS = 600
const STUDENT_REVIEWS = 200
const YEARS_BACK = 3 * 365

const DOCTOR_LEVELS: [LevelKey, number][] = [
  ['ASSISTANT_PHYSICIAN', 60],
  ['SENIOR_PHYSICIAN', 25],
  ['HOSPITAL_SPECIALIST', 8],
  ['LEADING_PHYSICIAN', 5],
  ['CHIEF_PHYSICIAN', 2],
]
const DURATIONS: [ReviewDurationKey, number][] = [
  ['ONE_OR_LESS', 25],
  ['TWO', 25],
  ['THREE', 18],
  ['FOUR', 10],
  ['FIVE', 7],
  ['SIX', 4],
  ['MORE_THAN_SIX', 6],
  ['NO_INFORMATION', 5],
]
const SALARY: Partial<Record<LevelKey, [number, number]>> = {
  ASSISTANT_PHYSICIAN: [90_000, 112_000],
  SENIOR_PHYSICIAN: [128_000, 165_000],
  HOSPITAL_SPECIALIST: [118_000, 150_000],
  LEADING_PHYSICIAN: [170_000, 230_000],
  CHIEF_PHYSICIAN: [230_000, 330_000],
}

export interface ReviewInput {
  rng: Random
  anchor: number
  institutions: readonly InstitutionSpec[]
  users: readonly UserSpec[]
  internships: InternshipSpec[]
  memberships: readonly MembershipSpec[]
  /** institutions that get reviews */
  pool: readonly number[]
  demoStudent: number
  demoDoctor: number
}

interface Draft {
  author: number
  institution: number
  field: FieldKey
  student: boolean
  createdDay: number
  internship: number | null
  forcedStatus?: ReviewSpec['status']
}

const clamp = (n: number) => Math.min(5, Math.max(1, Math.round(n)))
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

function buildReview(rng: Random, d: Draft, input: ReviewInput): ReviewSpec {
  const inst = input.institutions[d.institution]
  if (!inst) throw new Error(`no institution ${d.institution}`)
  const lang = inst.mainLang
  const texts = REVIEW_TEXTS[lang]
  const level: LevelKey = d.student ? 'STUDENT_INTERN' : rng.weighted(DOCTOR_LEVELS)
  const base = inst.quality + (rng.float() + rng.float() + rng.float() - 1.5) * 0.9
  const ratings = {} as Record<RatingSection, number>
  const feedbacks = {} as Record<RatingSection, string>
  let sum = 0
  for (const section of RATING_SECTIONS.slice(1)) {
    ratings[section] = clamp(base + (rng.float() - 0.5) * 1.6)
    sum += ratings[section]
  }
  ratings.summary = clamp(sum / (RATING_SECTIONS.length - 1) + (rng.float() - 0.5) * 0.6)
  for (const section of RATING_SECTIONS) feedbacks[section] = sectionFeedback(rng, lang, section, ratings[section])

  const createdAt = isoDays(input.anchor, d.createdDay)
  const recent = d.createdDay > -30
  const status = d.forcedStatus ?? (recent && rng.chance(0.6) ? 'pending' : rng.chance(0.03) ? 'rejected' : rng.chance(0.02) ? 'pending' : 'published')
  const hours = d.student ? rng.int(42, 50) : level === 'ASSISTANT_PHYSICIAN' ? rng.int(46, 60) : rng.int(45, 58)
  const start = 6 * 60 + 30 + 15 * rng.int(0, 6)
  const end = Math.round((start + (hours / 5) * 60 + 30) / 15) * 15
  const salaryRange = SALARY[level]
  const studentPay = inst.facts?.student_pay ?? rng.stepped(600, 1200, 50)
  const salary = rng.chance(0.12) ? null : d.student ? studentPay * 12 : salaryRange ? rng.stepped(salaryRange[0], salaryRange[1], 1_000) : null
  const answered = status === 'published' && rng.chance(0.2)
  const answerDay = Math.min(-0.2, d.createdDay + rng.int(3, 40))
  const employer = person(rng, lang)
  return {
    author: d.author,
    institution: d.institution,
    field: d.field,
    level,
    status,
    rejectReason: status === 'rejected' ? rng.pick(texts.rejectReasons) : null,
    employmentStatus: d.student || rng.chance(0.6) ? 'former' : 'current',
    duration: d.student ? 'ONE_OR_LESS' : rng.weighted(DURATIONS),
    pensum: !d.student && rng.chance(0.12) ? 'partTime' : 'fullTime',
    hasHousing: rng.chance(d.student ? 0.55 : 0.08),
    salary,
    workHours: hours,
    workStart: hhmm(start),
    workEnd: hhmm(end),
    night: rng.chance(d.student ? 0.1 : 0.55),
    picket: rng.chance(d.student ? 0.15 : 0.4),
    ratings,
    feedbacks,
    recommend: ratings.summary >= 4 || (ratings.summary === 3 && rng.chance(0.4)),
    improvement: rng.pick(texts.improvement),
    isWsjExclusive: d.student && rng.chance(0.45),
    employerFeedback: answered
      ? { name: titledName(rng, employer), function: rng.pick(texts.employerFunctions), content: rng.pick(texts.employerAnswers), updatedAt: isoDays(input.anchor, answerDay) }
      : null,
    createdAt,
  }
}

/** Reviews sorted by creation date; internships that were reviewed get their review index set. */
export function generateReviews(input: ReviewInput): ReviewSpec[] {
  const { rng, institutions, users, internships } = input
  const members = new Set(input.memberships.map((m) => `${m.user}|${m.institution}`))
  const written = new Map<string, number[]>()
  const drafts: Draft[] = []
  // At most one review per author, institution and field within 12 months; never about one's own institution.
  const add = (d: Draft): boolean => {
    const inst = institutions[d.institution]
    if (!inst?.reviewable || inst.status !== 'active' || members.has(`${d.author}|${d.institution}`)) return false
    const key = `${d.author}|${d.institution}|${d.field}`
    const days = written.get(key) ?? []
    if (days.some((day) => Math.abs(day - d.createdDay) < 365)) return false
    written.set(key, [...days, d.createdDay])
    drafts.push(d)
    return true
  }

  const students = users.flatMap((u, i) => (u.role === 'ROLE_STUDENT' ? [i] : []))
  const doctors = users.flatMap((u, i) => (u.role === 'ROLE_DOCTOR' && i !== input.demoDoctor ? [i] : []))
  let demoInternship = 0
  internships.forEach((internship, index) => {
    const endDay = Math.round(daysBetween(isoDays(input.anchor, 0), internship.end))
    if (endDay > -3) return
    const demo = internship.user === input.demoStudent
    const wanted = demo ? demoInternship++ === 0 : rng.chance(0.6)
    const createdDay = Math.min(-0.5, endDay + rng.int(2, 40) + rng.float())
    if (wanted)
      add({
        author: internship.user,
        institution: internship.institution,
        field: internship.field,
        student: true,
        createdDay,
        internship: index,
        forcedStatus: demo ? 'published' : undefined,
      })
  })

  const doctorPool = input.pool
  const demoStatuses: ReviewSpec['status'][] = ['published', 'published', 'pending', 'rejected']
  for (const [k, status] of demoStatuses.entries()) {
    const institution = rng.pick(doctorPool)
    const inst = institutions[institution]
    const createdDay = (status === 'pending' ? -rng.int(1, 10) : -rng.int(40, 700)) + rng.float()
    if (inst)
      add({
        author: input.demoDoctor,
        institution,
        field: inst.fields[k % inst.fields.length] ?? inst.fields[0] ?? 'SURGERY',
        student: false,
        createdDay,
        internship: null,
        forcedStatus: status,
      })
  }

  const hospitalPool = input.pool.filter((i) => {
    const c = institutions[i]?.category
    return c !== 'PRACTICE' && c !== 'OTHER'
  })
  for (let guard = 0; drafts.length < TOTAL_REVIEWS && guard < TOTAL_REVIEWS * 20; guard++) {
    const student = drafts.filter((d) => d.student).length < STUDENT_REVIEWS && rng.chance(0.5)
    const institution = rng.pick(student ? hospitalPool : doctorPool)
    const inst = institutions[institution]
    if (!inst) continue
    const createdDay = -rng.int(1, YEARS_BACK) + rng.float()
    add({ author: rng.pick(student ? students : doctors), institution, field: rng.pick(inst.fields), student, createdDay, internship: null })
  }

  const reviews = drafts.map((d) => ({ d, review: buildReview(rng, d, input) })).sort((a, b) => a.d.createdDay - b.d.createdDay)
  reviews.forEach(({ d }, index) => {
    const internship = d.internship === null ? undefined : internships[d.internship]
    if (internship) internship.review = index
  })
  return reviews.map((r) => r.review)
}
