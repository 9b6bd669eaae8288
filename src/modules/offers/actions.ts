'use server'
import { headers } from 'next/headers'
import { getLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { invalid, isForm, NOT_A_FORM, refused, unexpectedFailure, type FormState } from '@/lib/form/form-state'
import { payloadClient } from '@/lib/payload'
import { clientIp } from '../accounts/request-info'
import { minutesToWait } from '../limits/rules'
import { issueFormToken } from './form-token'
import { submitOfferInquiry } from './inquiry.server'
import { OfferInquirySchema } from './schemas'

// The offer form's server action (ADR 0059): parse, call the domain, answer a FormState. Input
// mistakes come back at their field with what was typed; the spam rules answer like the form does
// (the honeypot like a success). Messages are full catalogue keys.

/** The answer with a fresh form token: the one sent was missing, altered or too old. */
function withFreshToken(state: FormState): FormState {
  if (state.status !== 'error') return state
  return { ...state, values: { ...state.values, form_token: issueFormToken(env().PAYLOAD_SECRET) } }
}

export async function sendOfferInquiryAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = OfferInquirySchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  try {
    const lang = await getLocale()
    const payload = await payloadClient()
    const outcome = await submitOfferInquiry(payload, parsed.data, { ip: clientIp(await headers()), locale: isLocale(lang) ? lang : 'de', secret: env().PAYLOAD_SECRET })
    switch (outcome.kind) {
      case 'sent':
      case 'ignored':
        return { status: 'success', message: 'offerForm.sent', values: { email: parsed.data.email } }
      case 'again':
        return withFreshToken(refused('offerForm.errors.again', form))
      case 'tooFast':
        return refused('offerForm.errors.tooFast', form)
      case 'limited':
        return refused(outcome.scope === 'ip' ? 'limits.tryAgainIn' : 'offerForm.errors.addressLimit', form, { minutes: minutesToWait(outcome.retryAfterSeconds) })
    }
  } catch (err) {
    ;(await payloadClient()).logger.error({ err }, 'offer inquiry not sent')
    return unexpectedFailure('offerForm.errors.failed', form)
  }
}
