'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { IDLE } from '@/lib/form/form-state'
import { saveColleagueSettingsAction } from '@/modules/internships/actions'
import { FormSummary } from '@/ui/form/form-summary'
import { FormCheckbox } from '@/ui/form/input'
import { SubmitButton } from '@/ui/form/submit-button'
import { useFormToast } from '@/ui/form/use-form-toast'

/** The account's two colleague switches: hidden (opt-out) and messages through the relay (opt-in). */
export function ColleagueSettingsForm({ hidden, contact }: { hidden: boolean; contact: boolean }) {
  const t = useTranslations('internships.settings')
  const [state, action] = useActionState(saveColleagueSettingsAction, IDLE)
  const onSubmit = useFormToast(state, { success: 'internships.settings.success', failure: 'internships.settings.error' })
  const saved = state.status === 'success' && state.values ? { hidden: state.values.hidden === 'on', contact: state.values.contact === 'on' } : { hidden, contact }
  const version = state.status === 'idle' ? 0 : state.status === 'success' ? 2 : 1
  return (
    <section className="card colleague-settings" aria-labelledby="colleague-settings-title" id="colleagues">
      <h2 id="colleague-settings-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <form className="form" action={action} onSubmit={onSubmit} noValidate data-testid="colleague-settings">
        <FormSummary state={state} fallback="internships.errors.summary" />
        <FormCheckbox name="hidden" label={t('hidden')} checked={saved.hidden} version={version} />
        <FormCheckbox name="contact" label={t('contact')} checked={saved.contact} version={version} />
        <SubmitButton>{t('save')}</SubmitButton>
      </form>
    </section>
  )
}
