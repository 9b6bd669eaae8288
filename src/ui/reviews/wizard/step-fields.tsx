'use client'
import { useLocale, useTranslations } from 'next-intl'
import {
  EMPLOYMENT_STATUSES,
  FEEDBACK_MAX,
  PENSUMS,
  RATING_SECTIONS,
  SUMMARY_MAX,
  type RatingSection,
  type ReviewFormValues,
  type ReviewStep,
} from '@/modules/reviews/write-schema'
import { isLocale } from '@/i18n/locales'
import { legalPagePath } from '@/modules/content/legal-pages'
import { InstitutionPicker, type InstitutionOption } from './institution-picker'
import { Confirm, RadioGroup, SelectInput, TextArea, TextInput, type SetValue } from './inputs'

export interface Option {
  value: string
  label: string
}

export interface StepOptions {
  institutions: InstitutionOption[]
  fixedInstitution?: { id: number; name: string }
  fields: Option[]
  levels: Option[]
  durations: Option[]
}

interface Props {
  step: ReviewStep
  values: ReviewFormValues
  errors: Record<string, string>
  /** paths shown with an input's error (the existing review the 12-month rule points to) */
  links?: Record<string, string>
  set: SetValue
  options: StepOptions
}

/** The inputs of one wizard step. */
export function StepFields({ step, values, errors, links, set, options }: Props) {
  const t = useTranslations('reviews.wizard')
  const locale = useLocale()
  const common = (name: string) => ({ name, value: values[name] ?? '', onChange: set, error: errors[name], link: errors[name] ? links?.[name] : undefined })
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ]
  const rating = (section: RatingSection, legend = t('ratingLegend', { section: t(`sections.${section}`) })) => (
    <RadioGroup
      {...common(`${section}_rating`)}
      required
      legend={legend}
      hint={t('ratingHint')}
      compact
      options={['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: n, accessibleLabel: t(`ratings.${n}`) }))}
    />
  )
  const feedback = (section: RatingSection) => <TextArea {...common(`${section}_feedback`)} label={t('feedback')} hint={t('feedbackHint')} maxLength={FEEDBACK_MAX} />

  switch (step) {
    case 'common':
      return (
        <>
          <InstitutionPicker value={values.institution ?? ''} onChange={set} error={errors.institution} options={options.institutions} fixed={options.fixedInstitution} />
          <SelectInput {...common('field')} required label={t('field')} options={options.fields} placeholder={t('institutionChoose')} />
          <SelectInput {...common('level')} required label={t('level')} options={options.levels} placeholder={t('institutionChoose')} />
          <RadioGroup
            {...common('employment_status')}
            required
            legend={t('employmentStatus')}
            options={EMPLOYMENT_STATUSES.map((v) => ({ value: v, label: t(`employment.${v}`) }))}
          />
          <SelectInput {...common('duration')} required label={t('duration')} options={options.durations} placeholder={t('institutionChoose')} />
          <RadioGroup {...common('pensum')} required legend={t('pensum')} options={PENSUMS.map((v) => ({ value: v, label: t(`pensums.${v}`) }))} />
          <RadioGroup {...common('has_housing')} required legend={t('hasHousing')} options={yesNo} />
          <TextInput {...common('salary')} label={t('salary')} hint={t('salaryHint')} inputMode="numeric" />
        </>
      )
    case 'work':
      return (
        <>
          <TextInput {...common('work_hours')} required label={t('workHours')} inputMode="numeric" />
          <div className="field-row">
            <TextInput {...common('work_start_time')} required label={t('workStart')} hint={t('timeHint')} type="time" />
            <TextInput {...common('work_end_time')} required label={t('workEnd')} hint={t('timeHint')} type="time" />
          </div>
          <RadioGroup {...common('work_has_night')} required legend={t('workNight')} options={yesNo} />
          <RadioGroup {...common('work_has_picket')} required legend={t('workPicket')} options={yesNo} />
          {rating('work')}
          {feedback('work')}
        </>
      )
    case 'work_life':
    case 'team':
    case 'superior':
    case 'admin':
    case 'learning':
    case 'mutual':
      return (
        <>
          {rating(step)}
          {feedback(step)}
        </>
      )
    case 'other':
      return (
        <>
          <RadioGroup {...common('recommend')} required legend={t('recommend')} options={yesNo} />
          <TextArea {...common('improvement')} label={t('improvement')} hint={t('feedbackHint')} maxLength={FEEDBACK_MAX} />
        </>
      )
    case 'visibility':
      return (
        <RadioGroup
          {...common('is_wsj_exclusive')}
          required
          legend={t('visibility')}
          hint={t('visibilityNote')}
          options={[
            { value: 'false', label: t('visibilityAll') },
            { value: 'true', label: t('visibilityStudents') },
          ]}
        />
      )
    case 'summary':
      return (
        <>
          <div className="review-recap">
            <h3>{t('recap')}</h3>
            <dl className="facts">
              {RATING_SECTIONS.filter((s) => s !== 'summary').map((s) => (
                <div key={s}>
                  <dt>{t(`sections.${s}`)}</dt>
                  <dd>{/^[1-5]$/.test(values[`${s}_rating`] ?? '') ? t(`ratings.${values[`${s}_rating`]}`) : t('recapMissing')}</dd>
                </div>
              ))}
            </dl>
          </div>
          {rating('summary', t('summaryRating'))}
          <TextArea {...common('summary_feedback')} required label={t('summaryFeedback')} hint={t('summaryHint')} maxLength={SUMMARY_MAX} />
          <Confirm {...common('rule_1')} label={t('rule1')} />
          <Confirm {...common('rule_2')} label={t('rule2')} />
          <Confirm {...common('tos')} label={t('tos')} />
          <p className="muted">
            <a href={legalPagePath('terms-of-use', isLocale(locale) ? locale : 'de')} target="_blank" rel="noopener">
              {t('tosLink')}
            </a>
          </p>
        </>
      )
  }
}
