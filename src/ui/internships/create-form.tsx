'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef } from 'react'
import { useRouter } from '@/i18n/navigation'
import { IDLE } from '@/lib/form/form-state'
import { createInternshipAction } from '@/modules/internships/actions'
import { paths } from '@/modules/routing/routes'
import { FormSummary } from '@/ui/form/form-summary'
import { FormInput } from '@/ui/form/input'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'
import { InstitutionSearch, type InstitutionChoice } from './institution-search'

// Recording an internship (institution, field, date range; docs/product-rules.md#elective-year). The server refuses a
// range that overlaps one of the student's own internships; the summary names that internship.
// Every value stays after an error.

type Option = { value: string; label: string }

export function CreateInternshipForm({
  institutions,
  fields,
  regions,
  existing,
}: {
  institutions: InstitutionChoice[]
  fields: Option[]
  regions: Option[]
  /** the student's internships, to name the one a new range overlaps */
  existing: { id: number; label: string }[]
}) {
  const t = useTranslations('internships')
  const router = useRouter()
  const [state, action] = useActionState(createInternshipAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'internships.create.success', failure: 'internships.create.error' })
  const overlapRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status === 'success') {
      router.push(paths.cockpit('internships'), { scroll: false })
      router.refresh()
    }
    if (state.status === 'error' && state.formError === 'internships.errors.overlap') overlapRef.current?.focus()
  }, [state, router])
  const values = state.status === 'error' ? state.values : {}
  const errors = state.status === 'error' ? state.fieldErrors : {}
  const version = state.status === 'error' ? Object.keys(values).length + (state.formError?.length ?? 0) + Object.keys(errors).length : 0
  const overlap = state.status === 'error' && state.formError === 'internships.errors.overlap' ? existing.find((e) => e.id === state.formErrorValues?.with) : undefined
  return (
    <form className="form internship-form" action={action} onSubmit={onSubmit} noValidate data-testid="internship-create">
      {state.status === 'error' && state.formError === 'internships.errors.overlap' ? (
        <div className="form-summary" role="alert" tabIndex={-1} ref={overlapRef} data-testid="form-error">
          {overlap ? t('errors.overlap', { label: overlap.label }) : t('errors.overlapUnknown')}
        </div>
      ) : (
        <FormSummary state={state} fallback="internships.errors.summary" />
      )}
      <InstitutionSearch options={institutions} value={values.institution ?? ''} error={errors.institution} version={version} />
      <div className="internship-request">
        <label className="confirm__label" htmlFor="field-request">
          <input
            type="checkbox"
            id="field-request"
            name="request"
            value="on"
            defaultChecked={values.request === 'on'}
            key={`request-${version}`}
            aria-describedby="field-request-hint"
          />
          <span>{t('form.notListed')}</span>
        </label>
        <span className="field__hint" id="field-request-hint">
          {t('form.notListedHint')}
        </span>
        <div className="internship-request__fields">
          <FormInput name="request_name" label={t('form.requestName')} value={values.request_name} error={errors.request_name} maxLength={120} version={version} />
          <FormInput name="request_city" label={t('form.requestCity')} value={values.request_city} error={errors.request_city} maxLength={80} version={version} />
          <FormInput
            name="request_region"
            label={t('form.requestRegion')}
            value={values.request_region}
            error={errors.request_region}
            options={[{ value: '', label: t('form.choose') }, ...regions]}
            version={version}
          />
        </div>
      </div>
      <FormInput
        name="field"
        label={t('form.field')}
        value={values.field}
        error={errors.field}
        options={[{ value: '', label: t('form.choose') }, ...fields]}
        required
        version={version}
      />
      <fieldset className="internship-form__dates">
        <legend>{t('view.dates')}</legend>
        <p className="field__hint">{t('form.datesHint')}</p>
        <FormInput name="start" type="date" label={t('form.start')} value={values.start} error={errors.start} required version={version} />
        <FormInput name="end" type="date" label={t('form.end')} value={values.end} error={errors.end} required version={version} />
      </fieldset>
      <SubmitButton>{t('form.submit')}</SubmitButton>
    </form>
  )
}
