'use client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useState } from 'react'
import { formatChf } from '@/i18n/format'
import { IDLE } from '@/lib/form/form-state'
import { sendOfferInquiryAction } from '@/modules/offers/actions'
import { BRACKET_PRICES, OFFER_BRACKETS } from '@/modules/offers/brackets'
import { HONEYPOT_FIELD, MESSAGE_MAX } from '@/modules/offers/schemas'
import { errorText } from '../form/field'
import { FormSummary } from '../form/form-summary'
import { FormCheckbox, FormInput } from '../form/input'
import { SubmitButton } from '../form/submit-button'
import { useAnswerVersion } from '../form/use-answer-version'
import { useFormToast } from '../form/use-form-toast'
import { usePermalink } from '../form/use-permalink'

// The offer inquiry (ADR 0059). Its token (start time and intent key) is fetched per visitor: the
// page around it is kept by the page cache. An answer that refuses the token brings a fresh one.
const TOKEN_URL = '/api/fn/offer/form-token'

function useFormToken(): string {
  const [token, setToken] = useState('')
  useEffect(() => {
    const controller = new AbortController()
    fetch(TOKEN_URL, { cache: 'no-store', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ token?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.token === 'string') setToken(body.token)
      })
      // Without a token the server asks to send again, with one (ADR 0059).
      .catch(() => {})
    return () => controller.abort()
  }, [])
  return token
}

export function OfferForm() {
  const t = useTranslations('offerForm')
  const tv = useTranslations('validation')
  const tRoot = useTranslations()
  const [state, action] = useActionState(sendOfferInquiryAction, IDLE, usePermalink())
  const onSubmit = useFormToast(state, { success: 'offer.success', failure: 'offer.error' })
  const version = useAnswerVersion(state)
  const fetched = useFormToken()
  const values = state.status === 'error' ? state.values : {}
  const errors = state.status === 'error' ? state.fieldErrors : {}
  const token = values.form_token || fetched

  if (state.status === 'success') {
    return (
      <div className="notice offer-form__sent" role="status" data-testid="offer-sent">
        <p>{t('sent', { email: state.values?.email ?? '' })}</p>
      </div>
    )
  }
  const input = (name: string, props: Partial<Parameters<typeof FormInput>[0]> = {}) => (
    <FormInput name={name} label={t(`fields.${name}`)} value={values[name]} error={errors[name]} version={version} {...props} />
  )
  return (
    <form className="form offer-form" action={action} onSubmit={onSubmit} noValidate data-testid="offer-form">
      <FormSummary state={state} />
      <p className="muted">{t('required')}</p>
      <input type="hidden" name="form_token" defaultValue={token} key={`token-${token}`} />
      <div className="offer-form__pair">
        {input('firstname', { autoComplete: 'given-name', required: true, maxLength: 80 })}
        {input('lastname', { autoComplete: 'family-name', required: true, maxLength: 80 })}
      </div>
      {input('email', { type: 'email', autoComplete: 'email', required: true, maxLength: 200 })}
      {input('institution', { autoComplete: 'organization', required: true, maxLength: 160 })}
      {input('website', { type: 'url', inputMode: 'url', autoComplete: 'url', hint: t('fields.websiteHint'), maxLength: 300 })}
      <fieldset className="field offer-brackets" aria-describedby={errors.bracket ? 'field-bracket-error' : undefined}>
        <legend>
          {t('fields.bracket')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="radio-cards">
          {OFFER_BRACKETS.map((bracket) => (
            <label key={bracket} className="radio-card">
              <input type="radio" name="bracket" value={bracket} defaultChecked={values.bracket === bracket} key={`${bracket}-${version}`} required />
              <span>
                <strong>{t(`brackets.${bracket}.label`)}</strong>
                <br />
                <span className="muted">{t(`brackets.${BRACKET_PRICES[bracket].bound}`, { amount: formatChf(BRACKET_PRICES[bracket].chf) })}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.bracket && (
          <p className="field__error" id="field-bracket-error">
            {errorText(errors.bracket, tv, tRoot)}
          </p>
        )}
      </fieldset>
      {input('message', { multiline: true, hint: t('fields.messageHint'), maxLength: MESSAGE_MAX })}
      <FormCheckbox name="consent" label={t('fields.consent')} checked={values.consent === 'on'} error={errors.consent} version={version} />
      {/* The honeypot: out of sight and out of the tab order; people leave it empty, form-filling scripts do not. */}
      <div className="offer-form__trap" aria-hidden="true">
        <label htmlFor={`field-${HONEYPOT_FIELD}`}>{t('fields.honeypot')}</label>
        <input id={`field-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <SubmitButton>{t('submit')}</SubmitButton>
    </form>
  )
}
