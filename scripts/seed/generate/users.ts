import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { GENDER_KEYS, type Locale } from '../../../src/modules/essentials/data'
import { ROLES } from '../../../src/modules/access/access'
import type { Random } from '../random'
import { mailLocalPart, person } from './people'
import type { InstitutionSpec, MembershipSpec, UserSpec } from './types'

// Same rules as the sign-up form: 8-70 characters, upper and lower case, a digit.
const PasswordSchema = z.string().min(8).max(70).regex(/[A-Z]/, 'needs an uppercase letter').regex(/[a-z]/, 'needs a lowercase letter').regex(/[0-9]/, 'needs a digit')

const DemoUsersSchema = z
  .array(
    z.object({
      email: z.email(),
      password: PasswordSchema,
      role: z.enum(ROLES).nullable(),
      first_name: z.string().min(1),
      last_name: z.string().min(1),
      gender: z.enum(GENDER_KEYS),
      label: z.string().min(1),
    }),
  )
  .min(1)

export const DEMO_USERS_FILE = path.join(import.meta.dirname, '..', 'demo-users.json')

export function loadDemoUsers(): UserSpec[] {
  const parsed = DemoUsersSchema.parse(JSON.parse(readFileSync(DEMO_USERS_FILE, 'utf8')))
  return parsed.map((u) => ({
    email: u.email,
    password: u.password,
    role: (u.role as UserSpec['role']) ?? null,
    firstName: u.first_name,
    lastName: u.last_name,
    gender: u.gender,
    locale: 'de',
    label: u.label,
  }))
}

const EXTRA_STUDENTS = 36
const EXTRA_DOCTORS = 24

/** Demo users first (indexes as in the json), then the extra review and internship authors. */
export function generateUsers(rng: Random, demo: UserSpec[]): UserSpec[] {
  const users = [...demo]
  const taken = new Set(users.map((u) => u.email))
  const total = EXTRA_STUDENTS + EXTRA_DOCTORS
  for (let i = 0; i < total; i++) {
    const lang = rng.weighted([
      ['de', 60],
      ['fr', 28],
      ['it', 12],
    ] as [Locale, number][])
    const p = person(rng, lang)
    let email = `${mailLocalPart(p)}@example.ch`
    for (let n = 2; taken.has(email); n++) email = `${mailLocalPart(p)}${n}@example.ch`
    taken.add(email)
    users.push({
      email,
      password: demo[0]?.password ?? 'Helvemed-Demo-2026',
      role: i < EXTRA_STUDENTS ? 'ROLE_STUDENT' : 'ROLE_DOCTOR',
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender,
      locale: lang,
      label: null,
    })
  }
  return users
}

export function userIndex(users: readonly UserSpec[], email: string): number {
  const index = users.findIndex((u) => u.email === email)
  if (index < 0) throw new Error(`demo-users.json has no ${email}`)
  return index
}

export interface HrInstitutions {
  active: number[]
  requested: number
}

/** The demo employer: a hospital group, one of its sites, a cantonal hospital; one more link still requested. */
export function pickHrInstitutions(institutions: readonly InstitutionSpec[]): HrInstitutions {
  const find = (predicate: (i: InstitutionSpec) => boolean, what: string) => {
    const index = institutions.findIndex(predicate)
    if (index < 0) throw new Error(`no institution for the demo employer: ${what}`)
    return index
  }
  const group = find((i) => i.category === 'HOSPITAL_GROUP' && i.mainLang === 'de', 'hospital group')
  const site = find((i) => i.parent === group && i.parentStatus === 'active', 'site of the group')
  const cantonal = find((i) => i.category === 'CANTONAL_HOSPITAL' && i.parent === null && i.canton === 'BE' && i.status === 'active', 'cantonal hospital')
  const requested = find((i) => i.category === 'PRIVATE_CLINIC' && i.canton === 'ZH' && i.status === 'active', 'private clinic')
  return { active: [group, site, cantonal], requested }
}

export function hrMemberships(hrUser: number, hr: HrInstitutions): MembershipSpec[] {
  return [...hr.active.map((institution) => ({ user: hrUser, institution, status: 'active' as const })), { user: hrUser, institution: hr.requested, status: 'requested' as const }]
}
