'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import type React from 'react'
import { IDLE, type FormState } from '@/lib/form/form-state'
import { commonAction, formatAction, packageAction, publicationAction, salaryAction, checkoutAction } from '@/modules/jobs/ad-actions'
import { PACKAGE_DELIVERS } from '@/modules/jobs/package-delivers'
import { errorText } from '@/ui/form/field'
import { FormSummary } from '@/ui/form/form-summary'
import { SubmitButton } from '@/ui/form/submit-button'
import { useAnswerVersion } from '@/ui/form/use-answer-version'
import { useFormToast } from '@/ui/form/use-form-toast'
import { FormCheckbox, FormInput } from '@/ui/form/input'
import { RichTextInput } from '@/ui/form/rich-text-input'

// The steps of the job-ad wizard, each a form posting to its server action (which saves the draft
// and redirects to the next step, so the wizard works without JavaScript and survives reloads).
// After a mistake the step shows what was typed, each error at its field: every answer of the
// action re-mounts the fields with what was sent (`version`, see useAnswerVersion), so a second or
// third refusal keeps the input as well as the first.

type Action = (prev: FormState, form: FormData) => Promise<FormState>
type Values = Record<string, string | undefined>
type Option = { value: string; label: string }

function StepForm({
  action,
  jobId,
  submit,
  children,
  multipart,
}: {
  action: Action
  jobId: number | null
  submit: string
  /** `values`: what the user sent (empty before the first answer); `version`: 0 until an answer came */
  children: (values: Values, errors: Record<string, string>, version: number) => React.ReactNode
  multipart?: boolean
}) {
  const [state, formAction] = useActionState(action, IDLE)
  const onSubmit = useFormToast(state, { failure: 'jobs.create.error' })
  const version = useAnswerVersion(state)
  const values = state.status === 'error' ? state.values : {}
  const errors = state.status === 'error' ? state.fieldErrors : {}
  return (
    <form className="form ad-step" action={formAction} onSubmit={onSubmit} noValidate encType={multipart ? 'multipart/form-data' : undefined}>
      {jobId !== null && <input type="hidden" name="job_id" value={jobId} />}
      <FormSummary state={state} />
      {children(values, errors, version)}
      <div className="wizard__nav">
        <SubmitButton>{submit}</SubmitButton>
      </div>
    </form>
  )
}

function CheckboxGroup({ name, legend, options, chosen, error, version }: { name: string; legend: string; options: Option[]; chosen: string[]; error?: string; version: number }) {
  const t = useTranslations('validation')
  const tRoot = useTranslations()
  const errorId = `field-${name}-error`
  return (
    <fieldset className="profile-fieldset ad-choices" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="ad-choices__list">
        {options.map((o) => (
          <label key={o.value} className="radio">
            <input type="checkbox" name={name} value={o.value} defaultChecked={chosen.includes(o.value)} key={`${o.value}-${version}`} /> {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {errorText(error, t, tRoot)}
        </p>
      )}
    </fieldset>
  )
}

export interface PackageChoice {
  key: string
  title: string
  description: string
  variants: { id: number; duration: number; price: string; socialBudget: string | null }[]
}

export function PackageStep({ jobId, packages, chosen }: { jobId: number | null; packages: PackageChoice[]; chosen: number | null }) {
  const t = useTranslations('jobWizard')
  return (
    <StepForm action={packageAction} jobId={jobId} submit={t('next')}>
      {(values, errors, version) => (
        <fieldset className="ad-packages" aria-describedby={errors.variant_id ? 'field-variant_id-error' : undefined}>
          <legend className="visually-hidden">{t('steps.package')}</legend>
          {packages.map((p) => (
            <div key={p.key} className="card ad-package">
              <h3>{p.title}</h3>
              <p className="muted">{p.description}</p>
              {/* what the package delivers, exactly (ADR 0040) */}
              {(PACKAGE_DELIVERS[p.key] ?? []).length > 0 && (
                <ul className="ad-package__delivers">
                  {(PACKAGE_DELIVERS[p.key] ?? []).map((key) => (
                    <li key={key}>{t(`delivers.${key}`)}</li>
                  ))}
                </ul>
              )}
              {p.variants.map((v) => (
                <label key={v.id} className="radio ad-package__variant">
                  <input
                    type="radio"
                    name="variant_id"
                    value={v.id}
                    defaultChecked={String(v.id) === (values.variant_id ?? String(chosen ?? ''))}
                    key={`${v.id}-${version}`}
                    required
                  />
                  <span>
                    {t('days', { days: v.duration })}: <strong>{t('price', { price: v.price })}</strong>
                    {v.socialBudget && <span className="muted"> · {t('socialBudget', { budget: v.socialBudget })}</span>}
                  </span>
                </label>
              ))}
            </div>
          ))}
          {errors.variant_id && (
            <p className="field__error" id="field-variant_id-error">
              {t('choosePackage')}
            </p>
          )}
          <p className="muted">{t('pricesExclVat')}</p>
        </fieldset>
      )}
    </StepForm>
  )
}

export interface CommonOptions {
  institutions: Option[]
  levels: Option[]
  fields: Option[]
  locales: Option[]
}

/** `jobId` null: a new ad, whose draft this step creates with the package chosen before (`variantId`). */
export function CommonStep({
  jobId,
  variantId = null,
  initial,
  options,
}: {
  jobId: number | null
  variantId?: number | null
  initial: Values & { levels?: string; fields?: string }
  options: CommonOptions
}) {
  const t = useTranslations('jobWizard.common')
  const tw = useTranslations('jobWizard')
  return (
    <StepForm action={commonAction} jobId={jobId} submit={tw('next')}>
      {(sent, errors, version) => {
        const values = { ...initial, ...sent }
        // Before an answer the draft's choices; after one, exactly what was ticked (none is a choice too).
        const list = (name: 'levels' | 'fields') => ((version ? sent[name] : initial[name])?.split(',') ?? []).filter(Boolean)
        const choose = { value: '', label: t('choose') }
        return (
          <>
            {jobId === null && variantId !== null && <input type="hidden" name="variant_id" value={variantId} />}
            <FormInput
              name="institution"
              label={t('institution')}
              value={values.institution}
              error={errors.institution}
              options={[choose, ...options.institutions]}
              required
              version={version}
            />
            <FormInput name="title" label={t('title')} hint={t('titleHint')} value={values.title} error={errors.title} required maxLength={160} version={version} />
            <CheckboxGroup name="levels" legend={t('levels')} options={options.levels} chosen={list('levels')} error={errors.levels} version={version} />
            <CheckboxGroup name="fields" legend={t('fields')} options={options.fields} chosen={list('fields')} error={errors.fields} version={version} />
            <FormInput
              name="locale"
              label={t('locale')}
              hint={t('localeHint')}
              value={values.locale}
              error={errors.locale}
              options={[choose, ...options.locales]}
              required
              version={version}
            />
            <div className="profile-zip">
              <FormInput
                name="pensum_min"
                label={t('pensumMin')}
                value={values.pensum_min}
                error={errors.pensum_min}
                inputMode="numeric"
                maxLength={3}
                required
                version={version}
              />
              <FormInput
                name="pensum_max"
                label={t('pensumMax')}
                value={values.pensum_max}
                error={errors.pensum_max}
                inputMode="numeric"
                maxLength={3}
                required
                version={version}
              />
            </div>
            <FormInput
              name="available_from_type"
              label={t('availableFrom')}
              value={values.available_from_type}
              error={errors.available_from_type}
              options={[choose, { value: 'immediate', label: t('immediate') }, { value: 'agreement', label: t('agreement') }, { value: 'date', label: t('onDate') }]}
              required
              version={version}
            />
            <FormInput
              name="available_from"
              type="date"
              label={t('availableDate')}
              hint={t('availableDateHint')}
              value={values.available_from}
              error={errors.available_from}
              version={version}
            />
            <FormInput name="apply" label={t('apply')} hint={t('applyHint')} value={values.apply} error={errors.apply} required maxLength={300} version={version} />
          </>
        )
      }}
    </StepForm>
  )
}

export function SalaryStep({ jobId, initial }: { jobId: number; initial: Values }) {
  const t = useTranslations('jobWizard.salary')
  const tw = useTranslations('jobWizard')
  const tv = useTranslations('validation')
  const tRoot = useTranslations()
  return (
    <StepForm action={salaryAction} jobId={jobId} submit={tw('next')}>
      {(sent, errors, version) => {
        const values = { ...initial, ...sent }
        // A draft with a salary has chosen the range; otherwise nothing is chosen until the user does.
        const stated = version ? sent.salary_stated : initial.salary_min || initial.salary_max ? 'yes' : undefined
        return (
          <>
            <p className="muted">{t('intro')}</p>
            <fieldset
              className="profile-fieldset"
              aria-describedby={errors.salary_stated ? 'field-salary_stated-error' : undefined}
              aria-invalid={errors.salary_stated ? true : undefined}
            >
              <legend>
                {t('stated')}
                <span aria-hidden="true"> *</span>
              </legend>
              {(['yes', 'no'] as const).map((choice) => (
                <label key={choice} className="radio">
                  <input type="radio" name="salary_stated" value={choice} defaultChecked={stated === choice} key={`${choice}-${version}`} /> {t(`stated_${choice}`)}
                </label>
              ))}
              {errors.salary_stated && (
                <p className="field__error" id="field-salary_stated-error">
                  {errorText(errors.salary_stated, tv, tRoot)}
                </p>
              )}
            </fieldset>
            <div className="profile-zip">
              <FormInput
                name="salary_min"
                label={t('min')}
                hint={t('minHint')}
                value={values.salary_min}
                error={errors.salary_min}
                inputMode="numeric"
                maxLength={9}
                version={version}
              />
              <FormInput
                name="salary_max"
                label={t('max')}
                hint={t('maxHint')}
                value={values.salary_max}
                error={errors.salary_max}
                inputMode="numeric"
                maxLength={9}
                version={version}
              />
            </div>
          </>
        )
      }}
    </StepForm>
  )
}

export function FormatStep({ jobId, initial, pdfName }: { jobId: number; initial: Values; pdfName: string | null }) {
  const t = useTranslations('jobWizard.format')
  const tw = useTranslations('jobWizard')
  const tv = useTranslations('validation')
  const tRoot = useTranslations()
  const sections = ['teaser', 'task', 'requirement', 'offer', 'institution', 'contact'] as const
  return (
    <StepForm action={formatAction} jobId={jobId} submit={tw('next')} multipart>
      {(sent, errors, version) => {
        const values = { ...initial, ...sent }
        return (
          <>
            <fieldset className="profile-fieldset">
              <legend>{t('type')}</legend>
              {(['text', 'pdf', 'link'] as const).map((type) => (
                <label key={type} className="radio">
                  <input type="radio" name="type" value={type} defaultChecked={(values.type || 'text') === type} key={`${type}-${version}`} /> {t(`type_${type}`)}
                </label>
              ))}
            </fieldset>
            <p className="muted">{t('textHint')}</p>
            {sections.map((s) => (
              <RichTextInput key={s} name={s} label={t(`section.${s}`)} value={values[s]} error={errors[s]} maxLength={6000} version={version} />
            ))}
            <div className="field">
              <label htmlFor="field-pdf">{t('pdf')}</label>
              <input id="field-pdf" type="file" name="pdf_file" accept="application/pdf" aria-describedby="field-pdf-hint" />
              <span className="field__hint" id="field-pdf-hint">
                {pdfName ? t('pdfCurrent', { name: pdfName }) : t('pdfHint')}
              </span>
              {errors.pdf && <p className="field__error">{errorText(errors.pdf, tv, tRoot)}</p>}
            </div>
            <FormInput name="link" label={t('link')} hint={t('linkHint')} value={values.link} error={errors.link} type="url" inputMode="url" maxLength={500} version={version} />
          </>
        )
      }}
    </StepForm>
  )
}

export function PublicationStep({ jobId, initial, today, until }: { jobId: number; initial: Values; today: string; until: string | null }) {
  const t = useTranslations('jobWizard.publication')
  const tw = useTranslations('jobWizard')
  return (
    <StepForm action={publicationAction} jobId={jobId} submit={tw('next')}>
      {(sent, errors, version) => (
        <>
          <FormInput
            name="online_from"
            type="date"
            label={t('from')}
            hint={until ? t('untilHint', { date: until }) : t('hint')}
            value={sent.online_from || initial.online_from || today}
            min={today}
            error={errors.online_from}
            version={version}
          />
        </>
      )}
    </StepForm>
  )
}

export function CheckoutStep({ jobId, code, intent, variantId, children }: { jobId: number; code: string; intent: string; variantId: number; children?: React.ReactNode }) {
  const t = useTranslations('jobWizard.summary')
  return (
    <StepForm action={checkoutAction} jobId={jobId} submit={t('checkout')}>
      {(sent, errors, version) => (
        <>
          <input type="hidden" name="code" value={sent.code ?? code} />
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="variant_id" value={variantId} />
          {errors.code && <p className="field__error">{t(errors.code)}</p>}
          {children}
          <FormCheckbox name="terms" label={t('terms')} checked={sent.terms === 'on'} error={errors.terms} version={version} />
        </>
      )}
    </StepForm>
  )
}
