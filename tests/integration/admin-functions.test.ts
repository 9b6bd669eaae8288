import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Role } from '@/modules/access/access'
import { freshPayload } from '../support/test-db'

// Payload's admin server functions (form state, lists, documents) are posted to /admin by
// anyone who finds them; they run only for whoever may use /admin (ADR 0014).

let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))

let payload: Payload
let assertAdminAccess: () => Promise<void>
const PASSWORD = 'Helvemed-Fn-2026'

async function tokenFor(role: Role, email: string): Promise<string> {
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: { email, password: PASSWORD, first_name: 'F', last_name: 'N', role, locale: 'de', _verified: true } as RequiredDataFromCollectionSlug<'users'>,
  })
  return (await payload.login({ collection: 'users', data: { email, password: PASSWORD } })).token as string
}

async function allowed(token?: string): Promise<boolean> {
  requestHeaders = new Headers(token ? { Authorization: `JWT ${token}` } : {})
  return assertAdminAccess().then(
    () => true,
    () => false,
  )
}

beforeAll(async () => {
  payload = await freshPayload()
  ;({ assertAdminAccess } = await import('@/modules/access/admin-functions.server'))
})

describe('admin server functions', () => {
  it('refuse anonymous callers, students, doctors and employers', async () => {
    expect(await allowed()).toBe(false)
    for (const role of ['ROLE_STUDENT', 'ROLE_DOCTOR', 'ROLE_INSTITUTION'] as const) expect(await allowed(await tokenFor(role, `${role.toLowerCase()}@fn.test`)), role).toBe(false)
  })

  it('refuse a team account whose second factor is not set up, and serve it once it is', async () => {
    const token = await tokenFor('ROLE_ADMIN', 'team@fn.test')
    expect(await allowed(token)).toBe(false)
    const { storeSecondFactor } = await import('@/modules/accounts/second-factor.server')
    const { newTotpSecret } = await import('@/modules/accounts/totp')
    const user = (await payload.find({ collection: 'users', where: { email: { equals: 'team@fn.test' } }, overrideAccess: true })).docs[0]
    await storeSecondFactor(payload, user!.id, newTotpSecret(), null)
    expect(await allowed(token)).toBe(true)
  })
})
