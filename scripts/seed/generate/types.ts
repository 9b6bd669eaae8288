import type { CantonCode, CategoryKey, FieldKey, LevelKey, Locale, Localized, ProductKey, ReviewDurationKey } from '../../../src/modules/essentials/data'
import type { GenderKey } from '../../../src/modules/essentials/data'
import type { Role } from '../../../src/modules/access/access'

// Plain descriptions of what to create. Generators produce them, inserters write them.
// References between specs are array indexes; inserters map them to database ids.

export interface InstitutionSpec {
  name: string
  slug: string
  status: 'requested' | 'active'
  /** index of the parent in the institution list */
  parent: number | null
  parentStatus: 'requested' | 'active' | null
  category: CategoryKey
  canton: CantonCode
  mainLang: Locale
  /** departments: drive jobs, reviews, internships and wbs */
  fields: FieldKey[]
  /** relative share of job ads */
  jobWeight: number
  /** base rating quality 1..5 for reviews */
  quality: number
  isProfessional: boolean
  isPartner: boolean
  reviewable: boolean
  disableFreeCrawler: boolean
  website: string
  description: Localized
  lat: number
  lng: number
  contact: { person: string; address: string; zip: string; city: string; phone: string; mail: string; hidden: boolean }
  billing: { name: string; department: string | null; address: string; zip: string; city: string; email: string | null }
  billingType: 'email' | 'print'
  wbs: { field: FieldKey; name: string; url: string; category: 'A' | 'B' | 'C' | 'D' }[]
  facts: InstitutionFacts | null
  /** colour hue for the generated logo and header */
  hue: number
  hasLogo: boolean
  hasHeader: boolean
}

export interface InstitutionFacts {
  salary_aa_y1: number
  salary_aa_y3: number
  salary_oa: number
  weekly_hours: number
  holidays: number
  training_days: number
  daycare: boolean
  maternity_leave: number
  gav: boolean
  accommodation_cost: number | null
  student_pay: number | null
  swimsa_salary: boolean
  swimsa_room: boolean
  is_vsao: boolean
  updated_at: string
  benefits: Localized | null
}

export interface UserSpec {
  email: string
  password: string
  role: Role | null
  firstName: string
  lastName: string
  gender: GenderKey
  locale: Locale
  /** shown in the demo logins table; null for the extra authors */
  label: string | null
}

export interface MembershipSpec {
  user: number
  institution: number
  status: 'requested' | 'active'
}

export const JOB_STATES = ['active', 'paused', 'future', 'expired', 'draft', 'pendingAccess', 'declined'] as const
export type JobState = (typeof JOB_STATES)[number]

export interface JobSpec {
  state: JobState
  institution: number
  title: string
  slug: string
  locale: Locale
  fields: FieldKey[]
  levels: LevelKey[]
  pensumMin: number
  pensumMax: number
  salaryMin: number | null
  salaryMax: number | null
  availableFromType: 'immediate' | 'agreement' | 'date'
  availableFrom: string | null
  apply: string
  type: 'text' | 'pdf' | 'link'
  link: string | null
  content: { teaser: string; task: string; requirement: string; offer: string; institution: string; contact: string }
  original: string | null
  status: 'draft' | 'published'
  paused: boolean
  onlineFrom: string | null
  onlineUntil: string | null
  product: ProductKey | null
  variantId: number | null
  crawlerJob: boolean
  crawlerDecline: boolean
  hasFullAccess: boolean
  createdAt: string
}

export interface InternshipSpec {
  user: number
  institution: number
  field: FieldKey
  start: string
  end: string
  /** index into the review list once a review exists */
  review: number | null
}

export interface ReviewSpec {
  author: number
  institution: number
  field: FieldKey
  level: LevelKey
  status: 'pending' | 'published' | 'rejected'
  rejectReason: string | null
  employmentStatus: 'current' | 'former'
  duration: ReviewDurationKey
  pensum: 'fullTime' | 'partTime'
  hasHousing: boolean
  salary: number | null
  workHours: number
  workStart: string
  workEnd: string
  night: boolean
  picket: boolean
  ratings: Record<RatingSection, number>
  feedbacks: Record<RatingSection, string>
  recommend: boolean
  improvement: string
  isWsjExclusive: boolean
  employerFeedback: { name: string; function: string; content: string; updatedAt: string } | null
  createdAt: string
}

export const RATING_SECTIONS = ['summary', 'work', 'work_life', 'team', 'superior', 'admin', 'learning', 'mutual'] as const
export type RatingSection = (typeof RATING_SECTIONS)[number]
