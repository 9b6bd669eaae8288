'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState, useSyncExternalStore, useTransition, type FormEvent } from 'react'
import { useRouter } from '@/i18n/navigation'
import { IDLE, toastOf, type FormState } from '@/lib/form/form-state'
import { createInstitutionAction } from '@/modules/institutions/actions'
import { BillingSchema, CommonSchema } from '@/modules/institutions/profile-schema'
import { paths } from '@/modules/routing/routes'
import { ErrorSummary } from '@/ui/form/form-summary'
import { useSupportEmail } from '@/ui/layout/support-email'
import { clearErrorToasts, showToast } from '@/ui/layout/toaster'
import { clearDraft, loadDraft, saveDraft } from '@/ui/reviews/wizard/draft'
import { withBillingFromContact } from './billing-prefill'
import { BillingFields, CommonFields, type ProfileOptions } from './profile-fields'

// The institution creation wizard (common, billing, media). One <form> holds the first two
// steps, so Back loses nothing and, without JavaScript, both show at once and post to the server
// action. With JavaScript one step shows at a time, each is checked with its schema, and what was
// typed is kept as a draft on this device (a reload costs nothing). Sending creates the requested
// profile; the third step, media, then opens on it (media-{id}), where files are uploaded.
// The billing step starts from the contact address when it is still empty. After a refusal every
// field keeps what was typed and the error summary takes the focus once per submit.

const STEPS = ['common', 'billing'] as const
const noop = () => () => {}

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0] ?? '_form')] ??= issue.message
  return out
}

export function CreateWizard({ userId, options }: { userId: number; options: ProfileOptions }) {
  const t = useTranslations('profile.create')
  const tRoot = useTranslations()
  const router = useRouter()
  const key = `helvemed:institution-draft:v1:${userId}`
  const enhanced = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
  const [step, setStep] = useState(0)
  const [values, setValues] = useState<Record<string, string>>({ billing_type: 'email' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  // one per refused submit: the error summary takes the focus then, never while typing
  const [attempt, setAttempt] = useState(0)
  const [version, setVersion] = useState(0)
  const [restored, setRestored] = useState(false)
  const [pending, startTransition] = useTransition()
  // Without JavaScript the form posts here and the server's answer is rendered.
  const [posted, formAction] = useActionState(createInstitutionAction, IDLE)
  const email = useSupportEmail()
  const formRef = useRef<HTMLFormElement>(null)
  const headings = useRef<(HTMLHeadingElement | null)[]>([])
  const moved = useRef(false)

  useEffect(() => {
    const timer = setTimeout(() => {
      const draft = loadDraft(key)
      if (!draft) return
      setValues(draft.values)
      setStep(Math.min(draft.step, STEPS.length - 1))
      setVersion((v) => v + 1)
      setRestored(true)
    }, 0)
    return () => clearTimeout(timer)
  }, [key])

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    headings.current[step]?.focus()
  }, [step])

  const read = () => Object.fromEntries([...new FormData(formRef.current ?? undefined).entries()].filter((e): e is [string, string] => typeof e[1] === 'string'))
  const remember = () => {
    const now = read()
    setValues(now)
    saveDraft(key, now, step)
  }
  const go = (next: number, focusHeading = true) => {
    moved.current = focusHeading
    let now = read()
    if (next === 1) {
      const filled = withBillingFromContact(now)
      if (filled !== now) {
        now = filled
        setValues(filled)
        setVersion((v) => v + 1)
      }
    }
    setStep(next)
    saveDraft(key, now, next)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    clearErrorToasts()
    setFormError(null)
    const now = read()
    const checked = step === 0 ? CommonSchema.safeParse(now) : BillingSchema.safeParse(now)
    if (!checked.success) {
      setValues(now)
      setErrors(errorsOf(checked))
      setAttempt((a) => a + 1)
      return
    }
    setErrors({})
    if (step < STEPS.length - 1) return go(step + 1)
    const data = new FormData(event.currentTarget)
    startTransition(async () => {
      let result: FormState
      try {
        result = await createInstitutionAction(IDLE, data)
      } catch {
        result = { status: 'error', fieldErrors: {}, formError: 'profile.errors.offline', values: {} }
      }
      const toast = toastOf(result, { success: 'institution.create.success', failure: 'institution.create.error' })
      if (toast) showToast(toast)
      if (result.status === 'success') {
        clearDraft(key)
        router.push(`${paths.cockpit('institutions', `media-${result.values?.id ?? ''}`)}?new=1`)
        return
      }
      if (result.status === 'error') {
        setValues(now)
        setErrors(result.fieldErrors)
        setAttempt((a) => a + 1)
        if (result.formError) setFormError(result.formError)
        // A mistake the server found on the first step (postal code, category) is shown there.
        const first = Object.keys(result.fieldErrors).some((name) => !name.startsWith('billing_'))
        if (first && step !== 0) go(0, false)
      }
    })
  }

  if (posted.status === 'success') {
    return (
      <div className="notice" role="status">
        <p>{t('created')}</p>
      </div>
    )
  }
  const postedErrors = posted.status === 'error' ? posted.fieldErrors : {}
  const shownErrors = Object.entries({ ...postedErrors, ...errors })
  return (
    <form ref={formRef} className="wizard form profile-wizard" action={formAction} onSubmit={onSubmit} onChange={remember} noValidate data-testid="institution-wizard">
      <p className="muted">{t('draftInfo')}</p>
      {restored && (
        <div className="notice wizard__restored" role="status">
          <span>{t('draftRestored')}</span>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              clearDraft(key)
              setValues({ billing_type: 'email' })
              setVersion((v) => v + 1)
              setRestored(false)
              setStep(0)
            }}
          >
            {t('draftDiscard')}
          </button>
        </div>
      )}
      {(formError || shownErrors.length > 0) && (
        <ErrorSummary attempt={attempt} testId="wizard-errors">
          <p>{formError && tRoot.has(formError) ? tRoot(formError, { email }) : t('errorSummary')}</p>
        </ErrorSummary>
      )}
      {STEPS.map((s, index) => (
        <section key={s} className="wizard__step" hidden={enhanced && index !== step} aria-labelledby={`institution-step-${s}`}>
          <h2 id={`institution-step-${s}`} tabIndex={-1} ref={(el) => void (headings.current[index] = el)}>
            <span className="wizard__count">{t('stepOf', { current: index + 1, total: 3 })}</span>
            {t(`steps.${s}`)}
          </h2>
          <p className="muted">{t(`stepIntro.${s}`)}</p>
          {s === 'common' ? (
            <CommonFields
              values={posted.status === 'error' ? { ...posted.values, ...values } : values}
              errors={{ ...postedErrors, ...errors }}
              version={version}
              options={options}
              onFilled={remember}
            />
          ) : (
            <BillingFields
              values={posted.status === 'error' ? { ...posted.values, ...values } : values}
              errors={{ ...postedErrors, ...errors }}
              version={version}
              onFilled={remember}
            />
          )}
        </section>
      ))}
      <p className="muted">{t('mediaNext')}</p>
      <div className="wizard__nav">
        {enhanced && step > 0 && (
          <button type="button" className="btn btn--ghost" onClick={() => go(step - 1)}>
            {t('back')}
          </button>
        )}
        <button type="submit" className="btn" disabled={pending} aria-busy={pending || undefined}>
          {enhanced && step < STEPS.length - 1 ? t('next') : pending ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  )
}
