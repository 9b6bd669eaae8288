'use server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { refused, formValues, invalid, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { localePath, loginThen, paths, withQuery } from '@/modules/routing/routes'
import { clientIp } from '../accounts/request-info'
import { currentUser } from '../accounts/session.server'
import { alertViewerOf, confirmAlert, deleteAlertOf, saveAlert, unsubscribeAlert } from './alerts.server'
import { AlertTokenSchema, DeleteAlertSchema, SaveAlertSchema } from './schemas'
import { alertFilterFromSearchPath } from './search-path.server'

// Thin server actions for the alert forms: parse, check who asks, call one domain function.

async function locale(): Promise<Locale> {
  const l = await getLocale()
  return isLocale(l) ? l : 'de'
}

/** Success messages and form errors are keys under "alerts.save" (the form shows them). */
export async function saveAlertAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  const parsed = SaveAlertSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return invalid(parsed.error, form)
  try {
    const payload = await payloadClient()
    const search = await alertFilterFromSearchPath(payload, parsed.data.search)
    if (!search) return refused('invalidSearch', form)
    const viewer = alertViewerOf(await currentUser())
    const result = await saveAlert(payload, { email: parsed.data.email, filter: search.filter, locale: search.locale }, viewer, clientIp(await headers()))
    if (!result.ok) {
      if (result.reason === 'emailRequired') return { status: 'error', fieldErrors: { email: 'required' }, values: formValues(form) }
      return refused(result.reason, form)
    }
    if (result.status === 'pending') return { status: 'success', message: 'pending', values: { email: result.email } }
    return { status: 'success', message: result.created ? 'active' : 'exists' }
  } catch (err) {
    ;(await payloadClient()).logger.error({ err }, 'job alert not saved')
    return refused('failed', form)
  }
}

/** The confirmation page's button (a GET never activates: mail scanners open links). */
export async function confirmAlertAction(form: FormData): Promise<void> {
  if (!isForm(form)) return
  const lang = await locale()
  const parsed = AlertTokenSchema.safeParse(Object.fromEntries(form))
  if (parsed.success) await confirmAlert(await payloadClient(), parsed.data.token)
  redirect(localePath(lang, withQuery('/alerts/confirm', { token: parsed.success ? parsed.data.token : '' })))
}

/** The unsubscribe page's button. */
export async function unsubscribeAlertAction(form: FormData): Promise<void> {
  if (!isForm(form)) return
  const lang = await locale()
  const parsed = AlertTokenSchema.safeParse(Object.fromEntries(form))
  const deleted = parsed.success && (await unsubscribeAlert(await payloadClient(), parsed.data.token))
  redirect(localePath(lang, withQuery(paths.alertUnsubscribe(), deleted ? { done: '1' } : { gone: '1' })))
}

/** The cockpit's delete button: only the viewer's own alerts (another id answers "not found"). */
export async function deleteAlertAction(form: FormData): Promise<void> {
  if (!isForm(form)) return
  const lang = await locale()
  const user = await currentUser()
  if (!user) redirect(loginThen(lang, localePath(lang, paths.cockpit('user', 'alerts'))))
  const parsed = DeleteAlertSchema.safeParse(Object.fromEntries(form))
  const viewer = alertViewerOf(user)
  const deleted = parsed.success && viewer !== null && (await deleteAlertOf(await payloadClient(), viewer, parsed.data.id))
  redirect(localePath(lang, withQuery(paths.cockpit('user', 'alerts'), deleted ? { deleted: '1' } : { missing: '1' })))
}
