'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore, useTransition, type FormEvent } from 'react'
import { Link, useRouter } from '@/i18n/navigation'
import { checkReviewTargetAction, createReviewAction, updateReviewAction } from '@/modules/reviews/actions'
import { fieldErrorsOf, REVIEW_STEPS, reviewStepAt, ReviewStepSchemas, ReviewWriteSchema, stepFields, type ReviewFormValues } from '@/modules/reviews/write-schema'
import { errorText } from '@/ui/form/field'
import { IDLE, toastOf, type FormState } from '@/lib/form/form-state'
import { clearErrorToasts, showToast } from '@/ui/layout/toaster'
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft'
import { focusInput } from './inputs'
import { StepFields, type StepOptions } from './step-fields'
import { initialWizardState, LAST_STEP, wizardReducer } from './wizard-state'
import { paths } from '@/modules/routing/routes'
import { createInternshipReviewAction } from '@/modules/internships/actions'

// The review wizard (common, work conditions, work-life, team, superior, administration,
// learning, mutual, other, visibility, summary). One <form> holds every step, so Back never loses
// anything and, without JavaScript, all steps show at once and post to the same server action.
// With JavaScript one step shows at a time, each is checked with its step schema, the answers are
// kept as a draft on this device, and focus moves to the new step's heading.

const LAST = LAST_STEP
const noop = () => () => {}

/** The wizard label key of an input, for the error summary (the confirmations speak for themselves). */
const LABEL_KEYS: Record<string, string> = {
  institution: 'institution',
  field: 'field',
  level: 'level',
  employment_status: 'employmentStatus',
  duration: 'duration',
  pensum: 'pensum',
  has_housing: 'hasHousing',
  salary: 'salary',
  work_hours: 'workHours',
  work_start_time: 'workStart',
  work_end_time: 'workEnd',
  work_has_night: 'workNight',
  work_has_picket: 'workPicket',
  recommend: 'recommend',
  improvement: 'improvement',
  is_wsj_exclusive: 'visibility',
  summary_rating: 'summaryRating',
  summary_feedback: 'summaryFeedback',
}
function labelKeyOf(name: string): string | null {
  if (LABEL_KEYS[name]) return LABEL_KEYS[name]
  const section = /^(\w+)_(?:rating|feedback)$/.exec(name)?.[1]
  return section ? `sections.${section}` : null
}

interface Props {
  mode: 'create' | 'edit'
  userId: number
  /** the edited review's public id */
  reviewId?: string
  initialValues: ReviewFormValues
  options: StepOptions
  /** opened from an internship (its review-{id} screen): the new review is linked to it */
  internshipId?: number
}

export function ReviewWizard({ mode, userId, reviewId, initialValues, options, internshipId }: Props) {
  const t = useTranslations('reviews.wizard')
  const tRoot = useTranslations()
  const tErrors = useTranslations('reviews.errors')
  const router = useRouter()
  const fromInternship = mode === 'create' && internshipId !== undefined
  const action = mode === 'create' ? (fromInternship ? createInternshipReviewAction : createReviewAction) : updateReviewAction
  const home = fromInternship ? paths.cockpit('internships') : paths.cockpit('reviews')
  // Without JavaScript the form posts here and the server renders the answer.
  const [postedState, formAction] = useActionState(action, IDLE)
  const [sentState, setSentState] = useState<FormState | null>(null)
  const state = sentState ?? postedState
  const enhanced = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
  const [wizard, dispatch] = useReducer(wizardReducer, undefined, () => initialWizardState(initialValues, postedState))
  const { values, errors, formError, links, step, restored, shownErrors } = wizard
  const [pending, startTransition] = useTransition()
  const key = draftKey(userId, reviewId ?? (fromInternship ? `internship-${internshipId}` : 'new'))
  const dirty = useRef(false)
  const moved = useRef(false)
  const headings = useRef<(HTMLHeadingElement | null)[]>([])
  const summaryRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // The draft lives outside React (localStorage); read it once after the first paint.
    if (postedState.status !== 'idle') return
    const timer = setTimeout(() => {
      const draft = loadDraft(key)
      if (!draft) return
      // Opened for one employer (from its page): a draft about another one is not mixed in.
      const chosen = initialValues.institution
      if (chosen && draft.values.institution && draft.values.institution !== chosen) return
      dispatch({ type: 'restore', values: { ...initialValues, ...draft.values }, step: draft.step })
    }, 0)
    return () => clearTimeout(timer)
    // Once per mounted wizard: later changes are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  useEffect(() => {
    if (dirty.current) saveDraft(key, values, step)
  }, [key, values, step])

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    headings.current[step]?.focus()
  }, [step])

  useEffect(() => {
    if (shownErrors > 0) summaryRef.current?.focus()
  }, [shownErrors])

  const set = useCallback((name: string, value: string) => {
    dirty.current = true
    dispatch({ type: 'set', name, value })
  }, [])

  const goTo = (next: number) => {
    moved.current = true
    dirty.current = true
    dispatch({ type: 'go', step: next })
  }

  const showErrors = (found: Record<string, string>, error?: string, foundLinks: Record<string, string> = {}) => {
    dispatch({ type: 'errors', errors: found, formError: error, links: foundLinks })
  }

  const toastKeys = fromInternship
    ? { success: 'internships.review.success', failure: 'internships.review.error' }
    : mode === 'create'
      ? { success: 'reviews.create.success', failure: 'reviews.create.error' }
      : { success: 'reviews.edit.success', failure: 'reviews.edit.error' }
  const answer = (result: FormState) => {
    setSentState(result)
    // Input mistakes and rule refusals show at their input; the support toast is for real failures.
    const toast = toastOf(result, toastKeys)
    if (toast) showToast(toast)
    if (result.status === 'success') {
      dirty.current = false
      clearDraft(key)
      router.push(home)
      return
    }
    if (result.status === 'error') showErrors(result.fieldErrors, result.formError, result.links)
  }

  /**
   * Step 1 names employer and field: the rules that depend on them only (reviewable, not one's own,
   * one review per institution and field in 12 months) are checked on the server now, not after
   * the last step. Without an answer (offline) the wizard goes on; the final submit checks again.
   */
  const checkTarget = (next: () => void) => {
    const data = new FormData()
    data.set('institution', values.institution ?? '')
    data.set('field', values.field ?? '')
    if (reviewId !== undefined) data.set('review_id', reviewId)
    startTransition(async () => {
      let result: FormState
      try {
        result = await checkReviewTargetAction(IDLE, data)
      } catch {
        return next()
      }
      if (result.status === 'error' && !result.failure) return showErrors(result.fieldErrors, result.formError, result.links)
      next()
    })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    clearErrorToasts()
    if (step < LAST) {
      const checked = ReviewStepSchemas[reviewStepAt(step)].safeParse(values)
      if (!checked.success) return showErrors(fieldErrorsOf(checked.error))
      const next = () => {
        moved.current = true
        dirty.current = true
        dispatch({ type: 'next' })
      }
      return reviewStepAt(step) === 'common' ? checkTarget(next) : next()
    }
    const checked = ReviewWriteSchema.safeParse(values)
    if (!checked.success) return showErrors(fieldErrorsOf(checked.error))
    // Offline is no failure of ours: the summary says so and the draft keeps every answer.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return showErrors({}, 'reviews.errors.offline')
    const data = new FormData(event.currentTarget)
    startTransition(async () => {
      try {
        answer(await action(IDLE, data))
      } catch {
        // Lost connection or server trouble: the draft keeps every answer for the next try.
        answer({ status: 'error', fieldErrors: {}, formError: 'reviews.errors.offline', failure: true, values: {} })
      }
    })
  }

  if (state.status === 'success' && !enhanced) {
    return (
      <div className="notice" role="status">
        <p>{t('success')}</p>
        <Link href={home}>{t('toList')}</Link>
      </div>
    )
  }

  const current = reviewStepAt(step)
  const stepErrors = Object.entries(errors).filter(([name]) => !enhanced || stepFields(current).includes(name))
  return (
    <form className="wizard" action={formAction} onSubmit={onSubmit} noValidate data-enhanced={enhanced || undefined}>
      {reviewId !== undefined && <input type="hidden" name="review_id" value={reviewId} />}
      {fromInternship && <input type="hidden" name="internship_id" value={internshipId} />}
      <p className="muted">{t('draftInfo')}</p>
      {restored && (
        <div className="notice wizard__restored" role="status">
          <span>{t('draftRestored')}</span>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              clearDraft(key)
              dirty.current = false
              moved.current = true
              dispatch({ type: 'discard', values: initialValues })
            }}
          >
            {t('draftDiscard')}
          </button>
        </div>
      )}
      {(formError || stepErrors.length > 0) && (
        <div className="form-summary" role="alert" tabIndex={-1} ref={summaryRef} data-testid="wizard-errors">
          {formError && <p>{tRoot.has(formError) ? tRoot(formError) : tRoot('reviews.errors.summary')}</p>}
          {stepErrors.length > 0 && (
            <>
              <p>{t('errorSummary')}</p>
              <ul>
                {stepErrors.map(([name, message]) => {
                  const label = labelKeyOf(name)
                  return (
                    <li key={name}>
                      <a
                        href={`#review-${name}`}
                        onClick={(e) => {
                          e.preventDefault()
                          focusInput(name)
                        }}
                      >
                        {/* A rule that points elsewhere (the existing review) is said once, at its input, with the link. */}
                        {links[name] && label && t.has(label) ? (
                          t(label)
                        ) : (
                          <>
                            {label && t.has(label) ? `${t(label)} – ` : ''}
                            {errorText(message, tErrors, tRoot)}
                          </>
                        )}
                      </a>
                    </li>
                  )
                })}
              </ul>
            </>
          )}
        </div>
      )}
      {REVIEW_STEPS.map((s, index) => (
        <section key={s} className="wizard__step" hidden={enhanced && index !== step} aria-labelledby={`step-${s}-title`}>
          <h2 id={`step-${s}-title`} tabIndex={-1} ref={(el) => void (headings.current[index] = el)}>
            <span className="wizard__count">{t('stepOf', { current: index + 1, total: REVIEW_STEPS.length })}</span>
            {t(`steps.${s}`)}
          </h2>
          {enhanced && <progress className="wizard__progress" max={REVIEW_STEPS.length} value={index + 1} aria-label={t('progress')} />}
          <p className="muted">{t(`stepIntro.${s}`)}</p>
          <StepFields step={s} values={values} errors={errors} links={links} set={set} options={options} />
        </section>
      ))}
      <div className="wizard__nav">
        {enhanced && step > 0 && (
          <button type="button" className="btn btn--ghost" onClick={() => goTo(step - 1)}>
            {t('back')}
          </button>
        )}
        {enhanced && step < LAST ? (
          <button type="submit" className="btn" disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('checking') : t('next')}
          </button>
        ) : (
          <button type="submit" className="btn" disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('sending') : mode === 'create' ? t('submit') : t('submitEdit')}
          </button>
        )}
      </div>
    </form>
  )
}
