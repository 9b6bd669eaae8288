'use server'
import { refresh } from 'next/cache'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import { setFlash } from '@/lib/http/flash.server'
import { clientIp } from '../accounts/request-info'
import { expiredSessionCookie } from '../accounts/session-cookie'
import { deleteByLink, sendDeletionLink } from './deletion-link.server'
import { payloadClient } from '@/lib/payload'
import { refused, invalid, formValues, type FormState, isForm, NOT_A_FORM } from '@/lib/form/form-state'
import { guarded } from '@/lib/form/guarded.server'
import { currentUser } from '../accounts/session.server'
import { AccountRequestSchema, DeletionConfirmSchema, DeletionStartSchema, EndSessionSchema } from './schemas'
import { endSessions } from './sessions.server'
import { submitAccountRequest } from './requests.server'

// Thin server actions of the privacy screen (ADR 0065): parse, check who asks, call the domain.

export async function requestToTeamAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'account request not sent', 'toast.privacy.request.error', async () => {
    const user = await currentUser()
    if (!user) return refused('toast.privacy.request.error', form)
    const parsed = AccountRequestSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return invalid(parsed.error, form)
    const outcome = await submitAccountRequest(await payloadClient(), user, parsed.data)
    if (outcome.kind === 'sameRole') return { status: 'error', fieldErrors: { target_role: 'privacy.requests.sameRole' }, values: formValues(form) }
    // The screen shows the request as waiting for the team.
    refresh()
    return { status: 'success', message: 'privacy.request.success' }
  })
}

export async function startDeletionAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'deletion link not sent', 'toast.privacy.delete.error', async () => {
    const user = await currentUser()
    if (!user) return refused('toast.privacy.delete.error', form)
    const parsed = DeletionStartSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return invalid(parsed.error, form)
    const outcome = await sendDeletionLink(await payloadClient(), user, parsed.data.password, clientIp(await headers()))
    if (outcome === 'wrongPassword') return { status: 'error', fieldErrors: { password: 'currentPasswordWrong' }, values: {} }
    return { status: 'success', message: 'privacy.delete.success' }
  })
}

export async function confirmDeletionAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'account not deleted', 'toast.privacy.deleted.error', async () => {
    const user = await currentUser()
    if (!user) return refused('privacy.delete.invalidLink', form)
    const parsed = DeletionConfirmSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return refused('privacy.delete.invalidLink', form)
    const deleted = await deleteByLink(await payloadClient(), parsed.data.token, user.id)
    if (!deleted) return refused('privacy.delete.invalidLink', form)
    // The account and its sessions are gone; so is this browser's cookie.
    ;(await cookies()).set(expiredSessionCookie())
    await setFlash({ kind: 'success', key: 'privacy.deleted.success' })
    redirect(`/${await getLocale()}`)
  })
}

export async function endSessionAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!isForm(form)) return NOT_A_FORM
  return guarded(form, 'session not ended', 'toast.privacy.session.error', async () => {
    const user = await currentUser()
    if (!user) return refused('toast.privacy.session.error', form)
    const parsed = EndSessionSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return invalid(parsed.error, form)
    await endSessions(await payloadClient(), user, parsed.data.which === 'others' ? 'others' : { handle: parsed.data.which })
    refresh()
    return { status: 'success', message: 'privacy.session.success' }
  })
}
