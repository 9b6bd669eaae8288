'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect } from 'react'
import type React from 'react'
import { useRouter } from '@/i18n/navigation'
import { IDLE, type FormState } from '@/lib/form/form-state'
import { deleteJobAction, editJobAction, extendJobAction, pauseJobAction } from '@/modules/jobs/job-actions'
import { paths } from '@/modules/routing/routes'
import { FormSummary } from '@/ui/form/form-summary'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'
import { FormCheckbox, FormInput } from '@/ui/form/input'
import { RichTextInput } from '@/ui/form/rich-text-input'

// The forms of the cockpit's job screens. Each posts to its server action, ends with the spec's
// toast (jobs.edit/pause/extend/delete) and refreshes the list; a deleted ad closes its screen.

type Action = (prev: FormState, form: FormData) => Promise<FormState>

function JobForm({
  action,
  jobId,
  toast,
  successKey,
  submit,
  leave,
  children,
}: {
  action: Action
  jobId: number
  toast: 'edit' | 'pause' | 'extend' | 'delete'
  /** the success toast when it is not the action's own (reactivating an ad) */
  successKey?: string
  submit: string
  leave?: boolean
  children?: (values: Record<string, string>, errors: Record<string, string>, version: number) => React.ReactNode
}) {
  const router = useRouter()
  const [state, formAction] = useActionState(action, IDLE)
  const onSubmit = useFormToast(state, { success: successKey ?? `jobs.${toast}.success`, failure: `jobs.${toast}.error` })
  useEffect(() => {
    if (state.status !== 'success') return
    if (leave) router.push(paths.cockpit('jobs'), { scroll: false })
    else router.refresh()
  }, [state, router, leave])
  return (
    <form className="form profile-form" action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="job_id" value={jobId} />
      <FormSummary state={state} />
      {children?.(state.status === 'error' ? state.values : {}, state.status === 'error' ? state.fieldErrors : {}, state.status === 'error' ? 1 : 0)}
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

export function ExtendForm({ jobId, variants }: { jobId: number; variants: { id: number; label: string }[] }) {
  const t = useTranslations('jobsCockpit')
  return (
    <JobForm action={extendJobAction} jobId={jobId} toast="extend" submit={t('extendSubmit')}>
      {(sent, errors, version) => (
        <>
          <fieldset className="profile-fieldset">
            <legend>{t('extendBy')}</legend>
            {variants.map((v, i) => (
              <label key={v.id} className="radio">
                <input type="radio" name="variant_id" value={v.id} defaultChecked={sent.variant_id ? sent.variant_id === String(v.id) : i === 0} key={`${v.id}-${version}`} />{' '}
                {v.label}
              </label>
            ))}
            {errors.variant_id && <p className="field__error">{t('choosePackage')}</p>}
          </fieldset>
          <FormInput name="code" label={t('code')} value={sent.code} error={errors.code ? `jobWizard.summary.${errors.code}` : undefined} maxLength={40} version={version} />
          <p className="muted">{t('extendExplain')}</p>
        </>
      )}
    </JobForm>
  )
}
