'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect } from 'react'
import { LOCALES } from '@/i18n/locales'
import { useRouter } from '@/i18n/navigation'
import { IDLE, type FormState } from '@/lib/form/form-state'
import { saveBillingAction, saveCommonAction, saveDescriptionAction, saveFactsAction } from '@/modules/institutions/actions'
import { FACT_TEXT_MAX, MEMBER_FACTS } from '@/modules/institutions/fact-catalog'
import { FormSummary } from '@/ui/form/form-summary'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'
import { useAnswerVersion } from '@/ui/form/use-answer-version'
import { BillingFields, CommonFields, type ProfileOptions } from './profile-fields'
import { FormCheckbox, FormInput } from '@/ui/form/input'

// The edit screens of a profile: common data, billing, facts, description. Each posts to its
// server action (it works without JavaScript), shows its success or support toast, keeps
// what was typed after an error, and refreshes the screen after a save so the list's
// completeness and the overview show the new state at once.

type Action = (prev: FormState, form: FormData) => Promise<FormState>
type ToastKind = 'edit' | 'billing' | 'facts' | 'description'
type Render = (values: Record<string, string | undefined>, errors: Record<string, string | undefined>, version: number) => React.ReactNode

function ProfileForm({
  action,
  institutionId,
  initial,
  toast,
  children,
}: {
  action: Action
  institutionId: number
  initial: Record<string, string>
  toast: ToastKind
  children: Render
}) {
  const t = useTranslations('profile')
  const router = useRouter()
  const [state, formAction] = useActionState(action, IDLE)
  const onSubmit = useFormToast(state, { success: `institution.${toast}.success`, failure: `institution.${toast}.error` })
  useEffect(() => {
    if (state.status === 'success') router.refresh()
  }, [state, router])
  // After an error the inputs show what was sent; after a save, what is stored (the refreshed props).
  const version = useAnswerVersion(state, initial)
  const values = state.status === 'error' ? { ...initial, ...state.values } : initial
  const errors = state.status === 'error' ? state.fieldErrors : {}
  return (
    <form className="form profile-form" action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="institution_id" value={institutionId} />
      <FormSummary state={state} />
      {children(values, errors, version)}
      <SubmitButton>{t('save')}</SubmitButton>
    </form>
  )
}

export function CommonForm({ institutionId, initial, options }: { institutionId: number; initial: Record<string, string>; options: ProfileOptions }) {
  return (
    <ProfileForm action={saveCommonAction} institutionId={institutionId} initial={initial} toast="edit">
      {(values, errors, version) => <CommonFields values={values} errors={errors} version={version} options={options} />}
    </ProfileForm>
  )
}

export function BillingForm({ institutionId, initial }: { institutionId: number; initial: Record<string, string> }) {
  return (
    <ProfileForm action={saveBillingAction} institutionId={institutionId} initial={initial} toast="billing">
      {(values, errors, version) => <BillingFields values={values} errors={errors} version={version} />}
    </ProfileForm>
  )
}

export function FactsForm({ institutionId, initial, languageName }: { institutionId: number; initial: Record<string, string>; languageName: string }) {
  const t = useTranslations('profile.facts')
  return (
    <ProfileForm action={saveFactsAction} institutionId={institutionId} initial={initial} toast="facts">
      {(values, errors, version) => (
        <>
          <p className="muted">{t('intro', { language: languageName })}</p>
          {MEMBER_FACTS.map((f) =>
            f.type === 'boolean' ? (
              <FormInput
                key={f.name}
                name={f.name}
                label={t(`label.${f.name}`)}
                value={values[f.name]}
                error={errors[f.name]}
                options={[
                  { value: '', label: t('unknown') },
                  { value: 'yes', label: t('yes') },
                  { value: 'no', label: t('no') },
                ]}
                version={version}
              />
            ) : f.type === 'number' ? (
              <FormInput
                key={f.name}
                name={f.name}
                label={t(`label.${f.name}`)}
                hint={f.unit ? t(`unit.${f.unit}`) : undefined}
                value={values[f.name]}
                error={errors[f.name]}
                inputMode="decimal"
                maxLength={12}
                version={version}
              />
            ) : (
              <FormInput
                key={f.name}
                name={f.name}
                label={t(`label.${f.name}`)}
                value={values[f.name]}
                error={errors[f.name]}
                multiline
                maxLength={FACT_TEXT_MAX}
                version={version}
              />
            ),
          )}
        </>
      )}
    </ProfileForm>
  )
}

export function DescriptionForm({
  institutionId,
  initial,
  inherited,
}: {
  institutionId: number
  initial: Record<string, string>
  /** the parent's name when its text fills an empty description (the team confirmed the link) */
  inherited: string | null
}) {
  const t = useTranslations('profile.description')
  const tl = useTranslations('locale')
  return (
    <ProfileForm action={saveDescriptionAction} institutionId={institutionId} initial={initial} toast="description">
      {(values, errors, version) => (
        <>
          <p className="muted">{inherited ? t('inheritHint', { parent: inherited }) : t('hint')}</p>
          {LOCALES.map((l) => (
            <FormInput
              key={l}
              name={`description_${l}`}
              label={t('label', { language: tl(l) })}
              value={values[`description_${l}`]}
              error={errors[`description_${l}`]}
              multiline
              maxLength={8000}
              version={version}
            />
          ))}
          <FormCheckbox name="confirm" label={t('confirm')} checked={false} error={errors.confirm} version={version} />
        </>
      )}
    </ProfileForm>
  )
}
