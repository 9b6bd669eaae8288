import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import de from '../../../messages/de.json'
import fr from '../../../messages/fr.json'
import it_ from '../../../messages/it.json'
import { REVIEW_DURATION_KEYS } from '../essentials/data/review-durations'
import { RATING_SECTIONS, REVIEW_STEPS, ReviewStepSchemas, ReviewWriteSchema, formValuesOf, stepFields, stepOfField, type ReviewFormValues } from './write-schema'

const pad = (n: number) => String(n).padStart(2, '0')
const validTime = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`)
const rating = fc.integer({ min: 1, max: 5 }).map(String)
const text = (max: number) => fc.string({ maxLength: max })

/** Any complete, valid form as the browser sends it. */
const validForm: fc.Arbitrary<ReviewFormValues> = fc
  .record({
    institution: fc.integer({ min: 1, max: 2_000_000_000 }).map(String),
    field: fc.constantFrom('CARDIOLOGY', 'SURGERY', 'GENERAL_INTERNAL_MEDICINE'),
    level: fc.constantFrom('ASSISTANT_PHYSICIAN', 'STUDENT_INTERN'),
    employment_status: fc.constantFrom('current', 'former'),
    duration: fc.constantFrom(...REVIEW_DURATION_KEYS),
    pensum: fc.constantFrom('fullTime', 'partTime'),
    has_housing: fc.constantFrom('yes', 'no'),
    salary: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 1_000_000 }).map(String)),
    work_hours: fc.integer({ min: 1, max: 120 }).map(String),
    work_start_time: validTime,
    work_end_time: validTime,
    work_has_night: fc.constantFrom('yes', 'no'),
    work_has_picket: fc.constantFrom('yes', 'no'),
    recommend: fc.constantFrom('yes', 'no'),
    improvement: text(200),
    is_wsj_exclusive: fc.constantFrom('true', 'false'),
    summary_feedback: fc.string({ minLength: 20, maxLength: 300 }).filter((s) => s.trim().length >= 20),
    ratings: fc.array(rating, { minLength: RATING_SECTIONS.length, maxLength: RATING_SECTIONS.length }),
    feedbacks: fc.array(text(100), { minLength: RATING_SECTIONS.length, maxLength: RATING_SECTIONS.length }),
  })
  .map(({ ratings, feedbacks, ...rest }) => {
    const form: ReviewFormValues = { ...rest, rule_1: 'on', rule_2: 'on', tos: 'on' }
    RATING_SECTIONS.forEach((s, i) => {
      form[`${s}_rating`] = ratings[i] ?? '3'
      // The summary's text is required (at least 20 characters); the other texts are optional.
      if (s !== 'summary') form[`${s}_feedback`] = feedbacks[i] ?? ''
    })
    return form
  })

const issues = (values: unknown) => {
  const r = ReviewWriteSchema.safeParse(values)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('ReviewWriteSchema (one schema, composed from the step schemas)', () => {
  it('is exactly the union of the step schemas, each input in one step', () => {
    const fromSteps = REVIEW_STEPS.flatMap(stepFields)
    expect(new Set(fromSteps).size).toBe(fromSteps.length)
    expect(fromSteps.sort()).toEqual(Object.keys(ReviewWriteSchema.shape).sort())
    for (const step of REVIEW_STEPS) for (const name of stepFields(step)) expect(stepOfField(name)).toBe(step)
  })

  it('never throws on any input and answers only with catalogue keys', () => {
    const known = new Set(Object.keys(de.reviews.errors))
    const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(fc.string()))
    const keys = fc.constantFrom(...Object.keys(ReviewWriteSchema.shape), 'other')
    fc.assert(
      fc.property(fc.dictionary(keys, anyValue), (input) => {
        const r = ReviewWriteSchema.safeParse(input)
        if (!r.success) for (const issue of r.error.issues) expect(known, issue.message).toContain(issue.message)
      }),
      { numRuns: 400 },
    )
  })

  it('accepts every complete valid form and gives typed values', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const r = ReviewWriteSchema.safeParse(form)
        expect(r.success ? [] : r.error.issues).toEqual([])
        if (!r.success) return
        for (const s of RATING_SECTIONS) expect(r.data[`${s}_rating`]).toBe(Number(form[`${s}_rating`]))
        expect(r.data.work_has_night).toBe(form.work_has_night === 'yes')
        expect(r.data.is_wsj_exclusive).toBe(form.is_wsj_exclusive === 'true')
        expect(r.data.salary).toBe(form.salary === '' ? null : Number(form.salary))
      }),
      { numRuns: 200 },
    )
  })

  it('keeps the answers through a save and an edit (form values -> review -> form values)', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const first = ReviewWriteSchema.parse(form)
        const again = ReviewWriteSchema.parse({ ...formValuesOf(first), rule_1: 'on', rule_2: 'on', tos: 'on' })
        expect(again).toEqual(first)
      }),
      { numRuns: 100 },
    )
  })

  it('rejects any rating outside 1 to 5 or not a whole number, on that rating', () => {
    const bad = fc.oneof(
      fc.integer({ min: -1000, max: 0 }).map(String),
      fc.integer({ min: 6, max: 1000 }).map(String),
      fc
        .double({ min: 1.01, max: 4.99, noNaN: true })
        .filter((n) => !Number.isInteger(n))
        .map(String),
      fc.constantFrom('', 'gut', '3a', '٣'),
    )
    fc.assert(
      fc.property(validForm, fc.constantFrom(...RATING_SECTIONS), bad, (form, section, value) => {
        expect(issues({ ...form, [`${section}_rating`]: value })).toEqual({ [`${section}_rating`]: 'rating' })
      }),
      { numRuns: 200 },
    )
  })

  it('accepts the rating bounds 1 and 5', () => {
    fc.assert(
      fc.property(validForm, fc.constantFrom(...RATING_SECTIONS), fc.constantFrom('1', '5'), (form, section, value) => {
        expect(issues({ ...form, [`${section}_rating`]: value })).toEqual({})
      }),
    )
  })

  it('takes work times as HH:MM only (00:00 to 23:59)', () => {
    const bad = fc.oneof(
      fc.tuple(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`),
      fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 60, max: 99 })).map(([h, m]) => `${pad(h)}:${pad(m)}`),
      fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${h}:${pad(m)}`),
      fc.constantFrom('07.30', '0730', '07:30:00', '7h30', '', 'morgens'),
    )
    fc.assert(
      fc.property(validForm, fc.constantFrom('work_start_time', 'work_end_time'), bad, (form, name, value) => {
        expect(issues({ ...form, [name]: value })).toEqual({ [name]: 'time' })
      }),
      { numRuns: 200 },
    )
    for (const ok of ['00:00', '23:59', '07:30']) expect(issues({ ...validFormExample(), work_start_time: ok })).toEqual({})
  })

  it('bounds the weekly hours to 1..120', () => {
    const form = validFormExample()
    expect(issues({ ...form, work_hours: '0' })).toEqual({ work_hours: 'hours' })
    expect(issues({ ...form, work_hours: '121' })).toEqual({ work_hours: 'hours' })
    expect(issues({ ...form, work_hours: '' })).toEqual({ work_hours: 'required' })
    expect(issues({ ...form, work_hours: '120' })).toEqual({})
  })

  it('reads Swiss salary input and keeps it optional', () => {
    const form = validFormExample()
    expect(ReviewWriteSchema.parse({ ...form, salary: "112'000" }).salary).toBe(112_000)
    expect(ReviewWriteSchema.parse({ ...form, salary: '' }).salary).toBeNull()
    expect(issues({ ...form, salary: '-5' })).toEqual({ salary: 'salary' })
  })

  it('asks for the three confirmations with their exact German messages', () => {
    const form = validFormExample()
    const missing = issues({ ...form, rule_1: undefined, rule_2: '', tos: 'off' })
    expect(missing).toEqual({ rule_1: 'rule_1', rule_2: 'rule_2', tos: 'tos' })
    expect(de.reviews.errors.rule_1).toBe('Bitte bestätige, dass du keine Personennamen verwendet hast.')
    expect(de.reviews.errors.rule_2).toBe('Bitte bestätige, dass du fair bewertet hast.')
    expect(de.reviews.errors.tos).toBe('Bitte akzeptiere die Nutzungsbedingungen, um fortzufahren.')
    for (const catalogue of [fr, it_]) for (const key of ['rule_1', 'rule_2', 'tos'] as const) expect(catalogue.reviews.errors[key]).toBeTruthy()
  })

  it('lets each step pass on its own inputs only (Next checks one step)', () => {
    const form = validFormExample()
    for (const step of REVIEW_STEPS) {
      const only = Object.fromEntries(stepFields(step).map((name) => [name, form[name]]))
      expect(ReviewStepSchemas[step].safeParse(only).success, step).toBe(true)
    }
    expect(ReviewStepSchemas.summary.safeParse({ ...form, tos: '' }).success).toBe(false)
  })
})

function validFormExample(): ReviewFormValues {
  return fc.sample(validForm, { numRuns: 1, seed: 42 })[0] as ReviewFormValues
}
