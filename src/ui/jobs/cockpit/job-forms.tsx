'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useState } from 'react'
import type React from 'react'
import { useRouter } from '@/i18n/navigation'
import { IDLE, type FormState } from '@/lib/form/form-state'
import { deleteJobAction, editJobAction, extendJobAction, pauseJobAction } from '@/modules/jobs/job-actions'
import { declineJobAction } from '@/modules/jobs/crawled-actions'
import type { ExtendOption } from '@/modules/jobs/extend-screen.server'
import { paths } from '@/modules/routing/routes'
import { FormSummary } from '@/ui/form/form-summary'
import { SubmitButton } from '@/ui/form/submit-button'
import { useAnswerVersion } from '@/ui/form/use-answer-version'
import { useFormToast } from '@/ui/form/use-form-toast'
import { FormCheckbox, FormInput } from '@/ui/form/input'
import { RichTextInput } from '@/ui/form/rich-text-input'

// The forms of the cockpit's job screens. Each posts to its server action, ends with its
// toast (jobs.edit/pause/extend/delete) and refreshes the list; a deleted ad closes its screen.

type Action = (prev: FormState, form: FormData) => Promise<FormState>

function JobForm({
  action,
  jobId,
  toast,
  successKey,
  submit,
  leave,
  leaveTo,
  children,
}: {
  action: Action
  jobId: number
  toast: 'edit' | 'pause' | 'extend' | 'delete' | 'decline'
  /** the success toast when it is not the action's own (reactivating an ad) */
  successKey?: string
  submit: string
  leave?: boolean
  /** where a success leads (the list with a notice), from the action's answer */
  leaveTo?: (values: Record<string, string>) => string
  children?: (values: Record<string, string>, errors: Record<string, string>, version: number) => React.ReactNode
}) {
  const router = useRouter()
  const [state, formAction] = useActionState(action, IDLE)
  // Every answer re-mounts the fields with what was sent (the second refusal too).
  const version = useAnswerVersion(state)
  const onSubmit = useFormToast(state, { success: successKey ?? `jobs.${toast}.success`, failure: `jobs.${toast}.error` })
  useEffect(() => {
    if (state.status !== 'success') return
    if (leaveTo) router.push(leaveTo(state.values ?? {}), { scroll: false })
    else if (leave) router.push(paths.cockpit('jobs'), { scroll: false })
    else router.refresh()
  }, [state, router, leave, leaveTo])
  return (
    <form className="form profile-form" action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="job_id" value={jobId} />
      <FormSummary state={state} />
      {children?.(state.status === 'error' ? state.values : {}, state.status === 'error' ? state.fieldErrors : {}, version)}
      <SubmitButton>{submit}</SubmitButton>
    </form>
  )
}

export function PauseForm({ jobId, paused }: { jobId: number; paused: boolean }) {
  const t = useTranslations('jobsCockpit')
  return (
    <JobForm action={pauseJobAction} jobId={jobId} toast="pause" successKey={paused ? 'jobs.reactivate.success' : undefined} submit={paused ? t('reactivate') : t('pause')}>
      {() => (
        <>
          <input type="hidden" name="paused" value={paused ? 'false' : 'true'} />
          <p>{paused ? t('pausedExplain') : t('pauseExplain')}</p>
        </>
      )}
    </JobForm>
  )
}

export function DeleteForm({ jobId }: { jobId: number }) {
  const t = useTranslations('jobsCockpit')
  return (
    <JobForm action={deleteJobAction} jobId={jobId} toast="delete" submit={t('delete')} leave>
      {(_, errors, version) => (
        <>
          <p>{t('deleteExplain')}</p>
          <FormCheckbox name="confirm" label={t('deleteConfirm')} checked={false} error={errors.confirm} version={version} />
        </>
      )}
    </JobForm>
  )
}

/** A crawled ad the employer does not want listed: offline at once, never listed again (ADR 0071). */
export function DeclineForm({ jobId }: { jobId: number }) {
  const t = useTranslations('jobsCockpit')
  return (
    <JobForm action={declineJobAction} jobId={jobId} toast="decline" submit={t('decline')} leave>
      {(_, errors, version) => (
        <>
          <p>{t('declineExplain')}</p>
          <FormCheckbox name="confirm" label={t('declineConfirm')} checked={false} error={errors.confirm} version={version} />
        </>
      )}
    </JobForm>
  )
}

export function EditForm({ jobId, initial }: { jobId: number; initial: Record<string, string> }) {
  const t = useTranslations('jobWizard')
  const sections = ['teaser', 'task', 'requirement', 'offer', 'institution', 'contact'] as const
  return (
    <JobForm action={editJobAction} jobId={jobId} toast="edit" submit={t('save')}>
      {(sent, errors, version) => {
        const values = { ...initial, ...sent }
        return (
          <>
            {sections.map((s) => (
              <RichTextInput key={s} name={s} label={t(`format.section.${s}`)} value={values[s]} error={errors[s]} maxLength={6000} version={version} />
            ))}
            <FormInput name="apply" label={t('common.apply')} hint={t('common.applyHint')} value={values.apply} error={errors.apply} required maxLength={300} version={version} />
          </>
        )
      }}
    </JobForm>
  )
}

export function ExtendForm({ jobId, intent, current, options }: { jobId: number; intent: string; current: string | null; options: ExtendOption[] }) {
  const t = useTranslations('jobsCockpit')
  const own = options.filter((o) => o.own)
  const other = options.filter((o) => !o.own)
  return (
    <JobForm action={extendJobAction} jobId={jobId} toast="extend" submit={t('extendSubmit')} leaveTo={(values) => `${paths.cockpit('jobs')}?extended=${values.job_id ?? jobId}`}>
      {(sent, errors, version) => <ExtendChoice key={version} intent={intent} current={current} own={own} other={other} sent={sent} errors={errors} version={version} />}
    </JobForm>
  )
}

function ExtendChoice({
  intent,
  current,
  own,
  other,
  sent,
  errors,
  version,
}: {
  intent: string
  current: string | null
  own: ExtendOption[]
  other: ExtendOption[]
  sent: Record<string, string>
  errors: Record<string, string>
  version: number
}) {
  const t = useTranslations('jobsCockpit')
  const [chosen, setChosen] = useState(sent.variant_id ?? '')
  const picked = [...own, ...other].find((o) => String(o.id) === chosen) ?? null
  const radio = (o: ExtendOption, label: string) => (
    <label key={o.id} className="radio">
      <input type="radio" name="variant_id" value={o.id} checked={chosen === String(o.id)} onChange={() => setChosen(String(o.id))} aria-describedby="extend-summary" /> {label}
    </label>
  )
  const choiceLabel = (o: ExtendOption) => t('extendChoice', { days: o.duration, price: o.price })
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {own.length > 0 && (
        <fieldset className="profile-fieldset" data-testid="extend-own">
          <legend>{t('extendOwn', { product: current ?? '' })}</legend>
          {own.map((o) => radio(o, choiceLabel(o)))}
        </fieldset>
      )}
      {own.length > 0 ? (
        <details className="extend-other" open={other.some((o) => String(o.id) === chosen)}>
          <summary>{t('extendOther')}</summary>
          <fieldset className="profile-fieldset" data-testid="extend-other">
            <legend>{t('extendOtherLegend', { product: current ?? '' })}</legend>
            {other.map((o) => radio(o, `${o.product}, ${choiceLabel(o)}`))}
          </fieldset>
        </details>
      ) : (
        <fieldset className="profile-fieldset" data-testid="extend-other">
          <legend>{t('extendBy')}</legend>
          {other.map((o) => radio(o, `${o.product}, ${choiceLabel(o)}`))}
        </fieldset>
      )}
      {errors.variant_id && <p className="field__error">{t('choosePackage')}</p>}
      <p id="extend-summary" className="card extend-summary" role="status" data-testid="extend-summary">
        {picked
          ? t(picked.own || !current ? 'extendSummary' : 'extendSummaryChange', { until: picked.until, product: picked.product, current: current ?? '', total: picked.total })
          : t('extendPick')}
      </p>
      <FormInput name="code" label={t('code')} value={sent.code} error={errors.code ? `jobWizard.summary.${errors.code}` : undefined} maxLength={40} version={version} />
      <p className="muted">{t('extendExplain')}</p>
    </>
  )
}
