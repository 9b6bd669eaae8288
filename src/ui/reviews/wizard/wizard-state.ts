import type { FormState } from '@/lib/form/form-state'
import { REVIEW_STEPS, stepOfField, type ReviewFormValues } from '@/modules/reviews/write-schema'

// The review wizard's state in one place: what was typed, the mistakes shown, the step, whether a
// draft was restored. Pure, so each transition is tested on its own (wizard-state.test.ts); the
// component keeps only effects (draft storage, focus) and the calls to the server.

export const LAST_STEP = REVIEW_STEPS.length - 1

export interface WizardState {
  values: ReviewFormValues
  errors: Record<string, string>
  /** a catalogue key for the whole form (a rule refusal, offline), shown in the summary */
  formError?: string
  /** per input, a link the error message leads to (e.g. the own review the 12-month rule found) */
  links: Record<string, string>
  step: number
  /** a draft from this device was put back: the wizard says so and offers to discard it */
  restored: boolean
  /** counts the times mistakes were shown, so the summary takes the focus each time */
  shownErrors: number
}

export type WizardAction =
  | { type: 'set'; name: string; value: string }
  | { type: 'go'; step: number }
  | { type: 'next' }
  | { type: 'restore'; values: ReviewFormValues; step: number }
  | { type: 'discard'; values: ReviewFormValues }
  | { type: 'errors'; errors: Record<string, string>; formError?: string; links?: Record<string, string> }

const clampStep = (step: number) => Math.min(Math.max(0, Math.trunc(Number.isFinite(step) ? step : 0)), LAST_STEP)

/** The step of the first field with a mistake, else `fallback`. */
function stepOfFirstError(errors: Record<string, string>, fallback: number): number {
  const first = Object.keys(errors)[0]
  return first ? REVIEW_STEPS.indexOf(stepOfField(first)) : fallback
}

/** The state a wizard starts with; after a post without JavaScript, what the server answered. */
export function initialWizardState(initialValues: ReviewFormValues, posted: FormState): WizardState {
  if (posted.status !== 'error') return { values: initialValues, errors: {}, links: {}, step: 0, restored: false, shownErrors: 0 }
  return {
    values: { ...initialValues, ...posted.values },
    errors: posted.fieldErrors,
    formError: posted.formError,
    links: posted.links ?? {},
    step: stepOfFirstError(posted.fieldErrors, 0),
    restored: false,
    shownErrors: 0,
  }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'set': {
      // A corrected input loses its message at once; the others stay until the step is checked again.
      const errors = action.name in state.errors ? Object.fromEntries(Object.entries(state.errors).filter(([name]) => name !== action.name)) : state.errors
      return { ...state, values: { ...state.values, [action.name]: action.value }, errors }
    }
    case 'go':
      return { ...state, step: clampStep(action.step) }
    case 'next':
      return { ...state, errors: {}, formError: undefined, links: {}, step: clampStep(state.step + 1) }
    case 'restore':
      return { ...state, values: action.values, step: clampStep(action.step), restored: true }
    case 'discard':
      return { ...state, values: action.values, errors: {}, restored: false, step: 0 }
    case 'errors':
      return {
        ...state,
        errors: action.errors,
        formError: action.formError,
        links: action.links ?? {},
        step: stepOfFirstError(action.errors, state.step),
        shownErrors: state.shownErrors + 1,
      }
  }
}
