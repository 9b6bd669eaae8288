import type { Role } from '../access/access'

// The route guards (docs/product-rules.md#guards). ROLE_ADMIN passes every guard.
export interface GuardViewer {
  role: Role | null
}
export type GuardOutcome = { kind: 'pass' } | { kind: 'status'; status: 401 | 403 } | { kind: 'pick-role' }

type Guard = (viewer: GuardViewer | null) => GuardOutcome

const pass: GuardOutcome = { kind: 'pass' }
const forbidden: GuardOutcome = { kind: 'status', status: 403 }

function onlyRole(role: Role): Guard {
  return (v) => (v?.role === role || v?.role === 'ROLE_ADMIN' ? pass : forbidden)
}

export const GUARDS = {
  auth: (v) => (v ? pass : { kind: 'status', status: 401 }),
  role: (v) => (v && v.role === null ? { kind: 'pick-role' } : pass),
  'deny-student': (v) => (v?.role === 'ROLE_STUDENT' ? forbidden : pass),
  student: onlyRole('ROLE_STUDENT'),
  doctor: onlyRole('ROLE_DOCTOR'),
  institution: onlyRole('ROLE_INSTITUTION'),
  /** writes reviews: students and doctors (docs/product-rules.md#reviews); employers get 403 */
  reviewer: (v) => (v?.role === 'ROLE_STUDENT' || v?.role === 'ROLE_DOCTOR' || v?.role === 'ROLE_ADMIN' ? pass : forbidden),
} satisfies Record<string, Guard>

export type GuardName = keyof typeof GUARDS

/** Resolves guard names; an unknown name is a programming error and throws at once. */
export function resolveGuards(names: readonly string[]): GuardName[] {
  for (const name of names) {
    if (!(name in GUARDS)) throw new Error(`Unknown route guard: "${name}"`)
  }
  return names as GuardName[]
}

/** Runs guards in order; the first that does not pass decides. */
export function runGuards(names: readonly GuardName[], viewer: GuardViewer | null): GuardOutcome {
  for (const name of names) {
    const outcome = GUARDS[name](viewer)
    if (outcome.kind !== 'pass') return outcome
  }
  return pass
}
