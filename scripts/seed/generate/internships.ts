import type { FieldKey } from '../../../src/modules/essentials/data'
import type { Random } from '../random'
import { isoDays } from './dates'
import type { InstitutionSpec, InternshipSpec } from './types'

/** Elective-year placements are mostly in these departments. */
const TYPICAL: FieldKey[] = ['GENERAL_INTERNAL_MEDICINE', 'SURGERY', 'ANAESTHESIOLOGY', 'GYNAECOLOGY_OBSTETRICS', 'PAEDIATRICS', 'ORTHOPAEDIC_SURGERY']

/** The demo student's placements in days from today: two past, one current, one planned. */
const DEMO_PLAN: [number, number][] = [
  [-300, -240],
  [-200, -141],
  [-30, 30],
  [60, 119],
]

interface Placed {
  user: number
  institution: number
  field: FieldKey
  from: number
  to: number
}

export interface InternshipInput {
  rng: Random
  anchor: number
  institutions: readonly InstitutionSpec[]
  /** institution indexes that take students */
  pool: readonly number[]
  /** student user indexes; the demo student is placed last so that it joins colleagues */
  students: readonly number[]
  demoStudent: number
}

function fieldAt(rng: Random, inst: InstitutionSpec): FieldKey {
  const typical = inst.fields.filter((f) => TYPICAL.includes(f))
  return rng.pick(typical.length > 0 && rng.chance(0.75) ? typical : inst.fields)
}

export function generateInternships(input: InternshipInput): InternshipSpec[] {
  const { rng, anchor, institutions, pool } = input
  const placed: Placed[] = []
  const order = [...input.students.filter((s) => s !== input.demoStudent), input.demoStudent]
  for (const user of order) {
    const demo = user === input.demoStudent
    const plan: [number, number][] = []
    if (demo) {
      plan.push(...DEMO_PLAN)
    } else {
      let t = rng.int(-730, 200)
      for (let k = rng.int(4, 7); k > 0; k--) {
        const end = t + rng.int(1, 4) * 30 - 1
        if (end > 365) break
        plan.push([t, end])
        t = end + 1 + rng.int(0, 21)
      }
    }
    for (const [from, to] of plan) {
      let institution = -1
      let field: FieldKey = 'GENERAL_INTERNAL_MEDICINE'
      for (let attempt = 0; attempt < 6; attempt++) {
        // Students often end up where fellow students are: that is what the colleagues view shows.
        const overlapping = placed.filter((p) => p.user !== user && p.from <= to && from <= p.to)
        if (overlapping.length > 0 && (demo || rng.chance(0.35))) {
          const other = rng.pick(overlapping)
          institution = other.institution
          const inst = institutions[institution]
          field = rng.chance(0.5) || !inst ? other.field : fieldAt(rng, inst)
        } else {
          institution = rng.pick(pool)
          const inst = institutions[institution]
          if (inst) field = fieldAt(rng, inst)
        }
        const repeat = placed.some((p) => p.user === user && p.institution === institution && p.field === field)
        if (!repeat) break
      }
      placed.push({ user, institution, field, from, to })
    }
  }
  return placed.map((p) => ({
    user: p.user,
    institution: p.institution,
    field: p.field,
    start: isoDays(anchor, p.from),
    end: isoDays(anchor, p.to),
    review: null,
  }))
}
