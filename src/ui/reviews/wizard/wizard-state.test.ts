import { describe, expect, it } from 'vitest'
import { REVIEW_STEPS } from '@/modules/reviews/write-schema'
import { initialWizardState, LAST_STEP, wizardReducer, type WizardState } from './wizard-state'

const start = (): WizardState => initialWizardState({ is_wsj_exclusive: 'false' }, { status: 'idle' })
const stepIndex = (name: (typeof REVIEW_STEPS)[number]) => REVIEW_STEPS.indexOf(name)

describe('review wizard state', () => {
  it('starts on the first step, or after a post without JavaScript on the step of the first mistake with what was typed', () => {
    expect(start()).toMatchObject({ step: 0, errors: {}, restored: false })
    const posted = initialWizardState({ is_wsj_exclusive: 'false' }, { status: 'error', fieldErrors: { summary_feedback: 'validation.required' }, values: { work_hours: '47' } })
    expect(posted.step).toBe(stepIndex('summary'))
    expect(posted.values).toEqual({ is_wsj_exclusive: 'false', work_hours: '47' })
  })

  it('typing clears that input’s message only', () => {
    let s = wizardReducer(start(), { type: 'errors', errors: { institution: 'a', field: 'b' } })
    s = wizardReducer(s, { type: 'set', name: 'field', value: 'SURGERY' })
    expect(s.errors).toEqual({ institution: 'a' })
    expect(s.values.field).toBe('SURGERY')
  })

  it('showing mistakes goes to the step of the first one and asks the summary to take the focus again', () => {
    let s = wizardReducer(start(), { type: 'go', step: 5 })
    s = wizardReducer(s, { type: 'errors', errors: { field: 'validation.required' }, links: { field: '/de/cockpit/reviews/view-1' } })
    expect(s.step).toBe(stepIndex('common'))
    expect(s.links).toEqual({ field: '/de/cockpit/reviews/view-1' })
    const again = wizardReducer(s, { type: 'errors', errors: {}, formError: 'reviews.errors.offline' })
    expect(again.step).toBe(stepIndex('common'))
    expect(again.shownErrors).toBe(s.shownErrors + 1)
  })

  it('next clears the shown mistakes; steps stay within the wizard, also from a stored draft', () => {
    let s = wizardReducer(start(), { type: 'errors', errors: {}, formError: 'x' })
    s = wizardReducer(s, { type: 'next' })
    expect(s).toMatchObject({ step: 1, formError: undefined, errors: {} })
    expect(wizardReducer(s, { type: 'go', step: 99 }).step).toBe(LAST_STEP)
    const restored = wizardReducer(s, { type: 'restore', values: { work_hours: '50' }, step: -3.7 })
    expect(restored).toMatchObject({ step: 0, restored: true, values: { work_hours: '50' } })
    expect(wizardReducer(restored, { type: 'discard', values: {} })).toMatchObject({ step: 0, restored: false, values: {} })
  })
})
