import { describe, expect, it } from 'vitest'
import { cockpitGuards, cockpitHome, cockpitPathOf, COCKPIT_SECTIONS, type CockpitSection } from './cockpit-routes'
import { resolveGuards, runGuards, type GuardViewer } from './guards'

const viewers: Record<string, GuardViewer | null> = {
  anonymous: null,
  noRole: { role: null },
  student: { role: 'ROLE_STUDENT' },
  doctor: { role: 'ROLE_DOCTOR' },
  institution: { role: 'ROLE_INSTITUTION' },
  admin: { role: 'ROLE_ADMIN' },
}

type Cell = 401 | 403 | 'role' | 200
// The cockpit's guard table (docs/product-rules.md#guards), every cell spelled out.
const expected: Record<CockpitSection, Record<keyof typeof viewers, Cell>> = {
  jobs: { anonymous: 401, noRole: 'role', student: 403, doctor: 200, institution: 200, admin: 200 },
  'jobs-create': { anonymous: 401, noRole: 'role', student: 403, doctor: 200, institution: 200, admin: 200 },
  user: { anonymous: 401, noRole: 200, student: 200, doctor: 200, institution: 200, admin: 200 },
  reviews: { anonymous: 401, noRole: 'role', student: 200, doctor: 200, institution: 200, admin: 200 },
  statistics: { anonymous: 401, noRole: 'role', student: 403, doctor: 200, institution: 200, admin: 200 },
  invoices: { anonymous: 401, noRole: 'role', student: 403, doctor: 200, institution: 200, admin: 200 },
  internships: { anonymous: 401, noRole: 403, student: 200, doctor: 403, institution: 403, admin: 200 },
  'internships-finder': { anonymous: 401, noRole: 403, student: 200, doctor: 403, institution: 403, admin: 200 },
  institutions: { anonymous: 401, noRole: 'role', student: 200, doctor: 200, institution: 200, admin: 200 },
}

describe('cockpit guard matrix', () => {
  for (const [section, row] of Object.entries(expected)) {
    for (const [who, cell] of Object.entries(row)) {
      it(`${who} on ${section} -> ${cell}`, () => {
        const outcome = runGuards(COCKPIT_SECTIONS[section as CockpitSection], viewers[who] ?? null)
        const got: Cell = outcome.kind === 'pass' ? 200 : outcome.kind === 'pick-role' ? 'role' : outcome.status
        expect(got).toBe(cell)
      })
    }
  }
})

describe('guards', () => {
  it('throws on an unknown guard name', () => {
    expect(() => resolveGuards(['auth', 'superuser'])).toThrow('Unknown route guard: "superuser"')
  })
  it('knows which cockpit screens exist', () => {
    expect(cockpitPathOf('/de/cockpit/jobs/edit-12')).toEqual({ locale: 'de', section: 'jobs', child: 'edit-12', exists: true })
    expect(cockpitPathOf('/fr/cockpit/jobs/edit-abc')?.exists).toBe(false)
    expect(cockpitPathOf('/it/cockpit/nothing')?.exists).toBe(false)
    expect(cockpitPathOf('/de/cockpit/jobs-create')?.exists).toBe(false)
    expect(cockpitPathOf('/de/cockpit/jobs-create/new')?.exists).toBe(true)
    expect(cockpitPathOf('/de/cockpit/institutions/42')?.exists).toBe(true)
    expect(cockpitPathOf('/de/cockpit')).toEqual({ locale: 'de', section: null, child: null, exists: true })
    expect(cockpitPathOf('/de/jobs')).toBeNull()
  })
  it('sends each role to its cockpit home', () => {
    expect(cockpitHome(null)).toBe('/cockpit/user/role')
    expect(cockpitHome('ROLE_STUDENT')).toBe('/cockpit/internships')
    expect(cockpitHome('ROLE_DOCTOR')).toBe('/cockpit/reviews')
    expect(cockpitHome('ROLE_INSTITUTION')).toBe('/cockpit/institutions')
  })
})

describe('child screens with guards of their own', () => {
  const outcome = (role: GuardViewer['role'] | 'anonymous', child: string | null) =>
    runGuards(cockpitGuards('reviews', child), role === 'anonymous' ? null : { role }).kind === 'pass'
      ? 'pass'
      : runGuards(cockpitGuards('reviews', child), role === 'anonymous' ? null : { role })

  it('lets only students, doctors and the team open the review wizard', () => {
    expect(outcome('ROLE_STUDENT', 'create')).toBe('pass')
    expect(outcome('ROLE_DOCTOR', 'create')).toBe('pass')
    expect(outcome('ROLE_ADMIN', 'create')).toBe('pass')
    expect(outcome('ROLE_INSTITUTION', 'create')).toEqual({ kind: 'status', status: 403 })
    expect(outcome('anonymous', 'create')).toEqual({ kind: 'status', status: 401 })
    expect(outcome(null, 'create')).toEqual({ kind: 'pick-role' })
  })

  it('lets only employers and the team open the profile wizard and the link request; profiles themselves are checked per membership', () => {
    const institutions = (role: GuardViewer['role'] | 'anonymous', child: string | null) => runGuards(cockpitGuards('institutions', child), role === 'anonymous' ? null : { role })
    for (const child of ['create', 'link']) {
      expect(institutions('ROLE_INSTITUTION', child)).toEqual({ kind: 'pass' })
      expect(institutions('ROLE_ADMIN', child)).toEqual({ kind: 'pass' })
      expect(institutions('ROLE_STUDENT', child)).toEqual({ kind: 'status', status: 403 })
      expect(institutions('ROLE_DOCTOR', child)).toEqual({ kind: 'status', status: 403 })
      expect(institutions('anonymous', child)).toEqual({ kind: 'status', status: 401 })
    }
    expect(institutions('ROLE_DOCTOR', 'edit-12')).toEqual({ kind: 'pass' })
  })

  it('leaves the other review screens to the section guards', () => {
    expect(outcome('ROLE_INSTITUTION', null)).toBe('pass')
    expect(outcome('ROLE_INSTITUTION', 'feedback-12')).toBe('pass')
  })
})
