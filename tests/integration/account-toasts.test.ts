import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { toastOf, type FormState } from '@/lib/form/form-state'
import { env } from '@/lib/env'
import { translator } from '@/i18n/translator'
import { LOCALES } from '@/i18n/locales'
import { createUser, tokenFor } from '../support/factories'
import { freshPayload } from '../support/test-db'

// Every account action ends with its toast (docs/product-rules.md#errors, ADR 0067): success -> the
// success toast, an exception -> the error toast naming the support address (never the error page),
// an input mistake -> at its field, no toast. The actions are called as the browser's form would,
// with the request's cookies mocked; a dependency is broken to make them throw.

let requestHeaders = new Headers()
const jar = new Map<string, string>()
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (cookie: { name: string; value: string } | string, value?: string) => {
      if (typeof cookie === 'string') jar.set(cookie, value ?? '')
      else jar.set(cookie.name, cookie.value)
    },
    toString: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  }),
}))
vi.mock('next/cache', () => ({ refresh: () => {} }))
vi.mock('next-intl/server', () => ({ getLocale: async () => 'de' }))

let payload: Payload
let accounts: typeof import('@/modules/accounts/actions')
let security: typeof import('@/modules/accounts/security-actions')
let privacy: typeof import('@/modules/privacy/actions')
const PASSWORD = 'Helvemed-Test-1'
let n = 0

beforeAll(async () => {
  payload = await freshPayload()
  accounts = await import('@/modules/accounts/actions')
  security = await import('@/modules/accounts/security-actions')
  privacy = await import('@/modules/privacy/actions')
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A fresh account, logged in for the next calls (its session cookie in the jar). */
async function signedIn(role: 'ROLE_DOCTOR' | null = 'ROLE_DOCTOR') {
  const email = `toast-${++n}@example.ch`
  const user = await createUser(payload, { email, role: role as never })
  jar.clear()
  jar.set('payload-token', await tokenFor(payload, email))
  requestHeaders = new Headers({ 'x-forwarded-for': `198.51.100.${n}` })
  return user
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

/** The toast the form shows for this answer, in German with the configured support address. */
function shownToast(state: FormState, keys: { success?: string; failure: string }): { kind: string; text: string } | null {
  const toast = toastOf(state, keys)
  return toast && { kind: toast.kind, text: translator('de', 'toast')(toast.key, { email: env().SUPPORT_EMAIL }) }
}

describe('the success toasts', () => {
  it('a profile edit and a password change end with their success toast', async () => {
    await signedIn()
    const edited = await accounts.updateProfileAction({ status: 'idle' }, form({ first_name: 'Anna', last_name: 'Toast', gender: 'GENDER_FEMALE' }))
    expect(shownToast(edited, { success: 'user.edit.success', failure: 'user.edit.error' })).toEqual({ kind: 'success', text: 'Profil gespeichert.' })

    const changed = await accounts.changePasswordAction(
      { status: 'idle' },
      form({ current_password: PASSWORD, password: 'Neues-Passwort-77', password_confirm: 'Neues-Passwort-77' }),
    )
    expect(shownToast(changed, { success: 'user.password.success', failure: 'user.password.error' })).toEqual({
      kind: 'success',
      text: 'Passwort geändert. Andere Geräte sind abgemeldet.',
    })
  })
})

describe('input mistakes stay at the field', () => {
  it('a wrong current password is a field error without a toast', async () => {
    await signedIn()
    const state = await accounts.changePasswordAction(
      { status: 'idle' },
      form({ current_password: 'Falsch-123x', password: 'Neues-Passwort-77', password_confirm: 'Neues-Passwort-77' }),
    )
    expect(state).toMatchObject({ status: 'error', fieldErrors: { current_password: 'currentPasswordWrong' } })
    expect(shownToast(state, { success: 'user.password.success', failure: 'user.password.error' })).toBeNull()
  })

  it('an empty name is a field error without a toast', async () => {
    await signedIn()
    const state = await accounts.updateProfileAction({ status: 'idle' }, form({ first_name: '', last_name: 'Toast', gender: 'GENDER_FEMALE' }))
    expect(state.status === 'error' && state.fieldErrors.first_name).toBeTruthy()
    expect(shownToast(state, { success: 'user.edit.success', failure: 'user.edit.error' })).toBeNull()
  })
})

describe('an exception becomes the error toast with the support address', () => {
  it('the profile edit: the write fails', async () => {
    await signedIn()
    vi.spyOn(payload, 'update').mockRejectedValueOnce(new Error('database gone'))
    const state = await accounts.updateProfileAction({ status: 'idle' }, form({ first_name: 'Anna', last_name: 'Toast', gender: 'GENDER_FEMALE' }))
    expect(state).toMatchObject({ status: 'error', failure: true, formError: 'toast.user.edit.error', values: { first_name: 'Anna' } })
    expect(shownToast(state, { success: 'user.edit.success', failure: 'user.edit.error' })).toEqual({
      kind: 'error',
      text: `Das Profil konnte nicht gespeichert werden. Bitte schreib uns an ${env().SUPPORT_EMAIL}.`,
    })
  })

  it('the password change: the write fails after the current password was checked; no password is echoed', async () => {
    await signedIn()
    vi.spyOn(payload, 'update').mockRejectedValueOnce(new Error('database gone'))
    const state = await accounts.changePasswordAction(
      { status: 'idle' },
      form({ current_password: PASSWORD, password: 'Neues-Passwort-77', password_confirm: 'Neues-Passwort-77' }),
    )
    expect(state).toMatchObject({ status: 'error', failure: true, formError: 'toast.user.password.error' })
    expect(JSON.stringify(state)).not.toContain('Passwort-77')
    expect(shownToast(state, { success: 'user.password.success', failure: 'user.password.error' })?.text).toContain(env().SUPPORT_EMAIL)
  })

  it('the role pick: the write fails', async () => {
    await signedIn(null)
    vi.spyOn(payload, 'update').mockRejectedValueOnce(new Error('database gone'))
    const state = await accounts.pickRoleAction({ status: 'idle' }, form({ role: 'ROLE_STUDENT' }))
    expect(state).toMatchObject({ status: 'error', failure: true, formError: 'toast.user.role.error' })
  })

  it('the role pick still redirects with its success flash (Next’s redirect is no failure)', async () => {
    await signedIn(null)
    await expect(accounts.pickRoleAction({ status: 'idle' }, form({ role: 'ROLE_STUDENT' }))).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) })
    expect(decodeURIComponent(jar.get('flash') ?? '')).toContain('user.role.success')
  })

  // Each action, its form, and the error toast it must answer when the session lookup itself fails.
  const cases: [string, () => (prev: FormState, data: FormData) => Promise<FormState>, Record<string, string>, string][] = [
    ['profile edit', () => accounts.updateProfileAction, { first_name: 'A', last_name: 'B', gender: 'GENDER_FEMALE' }, 'user.edit.error'],
    [
      'password change',
      () => accounts.changePasswordAction,
      { current_password: PASSWORD, password: 'Neues-Passwort-77', password_confirm: 'Neues-Passwort-77' },
      'user.password.error',
    ],
    ['role pick', () => accounts.pickRoleAction, { role: 'ROLE_STUDENT' }, 'user.role.error'],
    ['second factor on', () => security.enableTotpAction, { setup: 'x', code: '123456' }, 'user.totpOn.error'],
    ['second factor off', () => security.disableTotpAction, { confirm: PASSWORD }, 'user.totpOff.error'],
    ['e-mail change', () => security.requestEmailChangeAction, { email: 'neu@example.ch', current_password: PASSWORD }, 'user.email.error'],
    ['request to the team', () => privacy.requestToTeamAction, { kind: 'deactivation', reason: '' }, 'privacy.request.error'],
    ['deletion link', () => privacy.startDeletionAction, { password: PASSWORD }, 'privacy.delete.error'],
    ['deletion', () => privacy.confirmDeletionAction, { token: 'a'.repeat(43) }, 'privacy.deleted.error'],
    ['ending sessions', () => privacy.endSessionAction, { which: 'others' }, 'privacy.session.error'],
  ]
  it.each(cases)('%s: the error toast, not a thrown error', async (_name, action, fields, key) => {
    await signedIn()
    vi.spyOn(payload, 'auth').mockRejectedValueOnce(new Error('database gone'))
    const state = await action()({ status: 'idle' }, form(fields))
    expect(state).toMatchObject({ status: 'error', failure: true, formError: `toast.${key}` })
    expect(JSON.stringify(state)).not.toContain(PASSWORD)
  })

  it('the e-mail confirmation link: the error toast', async () => {
    requestHeaders = new Headers()
    jar.clear()
    vi.spyOn(payload.db.pool, 'query').mockRejectedValue(new Error('database gone'))
    const state = await security.confirmEmailChangeAction({ status: 'idle' }, form({ token: 'a'.repeat(43) }))
    expect(state).toMatchObject({ status: 'error', failure: true, formError: 'toast.user.emailConfirm.error' })
  })
})

describe('the toast texts', () => {
  it('every account toast has a success and an error text in each language, the error naming the support address', () => {
    const keys = [
      'user.edit',
      'user.password',
      'user.role',
      'user.totpOn',
      'user.totpOff',
      'user.email',
      'user.emailConfirm',
      'privacy.request',
      'privacy.delete',
      'privacy.session',
      'privacy.export',
    ]
    for (const locale of LOCALES) {
      const t = translator(locale, 'toast')
      for (const key of keys) {
        expect(t(`${key}.success`), `${locale} ${key}`).not.toContain(key)
        expect(t(`${key}.error`, { email: 'hilfe@example.ch' }), `${locale} ${key}`).toContain('hilfe@example.ch')
      }
    }
  })
})
