import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../support/test-db'

// Account mails (ADR 0020): Payload's own English account mails ("Verify your email", links into /admin)
// never reach users; every account mail is ours, in the account's language.

let payload: Payload
let accounts: typeof import('@/modules/accounts/register.server')

const password = 'Helvemed-Test-1'

async function mailsTo(to: string) {
  const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: 'createdAt', limit: 20, overrideAccess: true })
  return docs
}
const PAYLOAD_DEFAULTS = /verify your email|reset your password|\/admin\/users\/(verify|reset)|\/admin\/reset/i
const english = (m: { subject?: string | null; text?: string | null; html?: string | null }) => PAYLOAD_DEFAULTS.test(`${m.subject}\n${m.text}\n${m.html}`)

async function teamMember() {
  const admin = await payload.create({
    collection: 'users',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: { email: 'team-mails@example.ch', password, first_name: 'Tom', last_name: 'Team', gender: 'GENDER_MALE', role: 'ROLE_ADMIN', _verified: true },
  })
  return { ...admin, collection: 'users' as const }
}

beforeAll(async () => {
  payload = await freshPayload()
  accounts = await import('@/modules/accounts/register.server')
})

describe('account mails are ours, in the account’s language', () => {
  it('registering leaves exactly one mail: our verification mail in the chosen language', async () => {
    const result = await accounts.registerUser(
      payload,
      { email: 'marco@example.ch', first_name: 'Marco', last_name: 'Bernasconi', gender: 'GENDER_MALE', password, password_confirm: password },
      'it',
      '10.8.0.1',
    )
    expect(result).toEqual({ ok: true })
    const mails = await mailsTo('marco@example.ch')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Conferma il tuo indirizzo e-mail')
    expect(mails[0]?.text).toContain('Marco')
    expect(mails[0]?.text).toMatch(/\/it\/verify\?token=[0-9a-f]{40}/)
    expect(english(mails[0]!)).toBe(false)
  })

  it('the verification link leads on to the page the account was registered for; a foreign one is dropped', async () => {
    const register = (email: string, next: string) =>
      accounts.registerUser(payload, { email, first_name: 'Lea', last_name: 'Muster', gender: 'GENDER_FEMALE', password, password_confirm: password, next }, 'de', '10.8.0.2')
    await register('lea-next@example.ch', '/de/cockpit/institutions/create')
    const [kept] = await mailsTo('lea-next@example.ch')
    expect(kept?.text).toMatch(/\/de\/verify\?token=[0-9a-f]{40}&next=%2Fde%2Fcockpit%2Finstitutions%2Fcreate\n/)
    await register('lea-foreign@example.ch', 'https://evil.example/de/cockpit')
    const [dropped] = await mailsTo('lea-foreign@example.ch')
    expect(dropped?.text).toMatch(/\/de\/verify\?token=[0-9a-f]{40}\n/)
    expect(dropped?.text).not.toContain('evil')
  })

  it('an account the team creates (as /admin does) gets our mail in its language, not Payload’s "Verify your email"', async () => {
    const team = await teamMember()
    await payload.create({
      collection: 'users',
      user: team,
      overrideAccess: false,
      data: { email: 'claire@example.ch', password, first_name: 'Claire', last_name: 'Dubois', gender: 'GENDER_FEMALE', locale: 'fr' },
    })
    const mails = await mailsTo('claire@example.ch')
    expect(mails.map((m) => m.subject)).toEqual(['Confirme ton adresse e-mail'])
    expect(mails[0]?.text).toMatch(/\/fr\/verify\?token=[0-9a-f]{40}/)
    expect(english(mails[0]!)).toBe(false)
    // The link in it works.
    const token = /token=([0-9a-f]+)/.exec(mails[0]?.text ?? '')?.[1] ?? ''
    expect(await accounts.pendingVerification(payload, token)).toEqual({ email: 'claire@example.ch', expired: false })
    expect(await accounts.verifyEmail(payload, token)).toBe(true)
    expect(await accounts.pendingVerification(payload, token)).toBeNull()
  })

  it('an account created already verified gets no verification mail at all', async () => {
    const team = await teamMember().catch(async () => ({
      ...(await payload.find({ collection: 'users', where: { email: { equals: 'team-mails@example.ch' } }, overrideAccess: true })).docs[0]!,
      collection: 'users' as const,
    }))
    await payload.create({
      collection: 'users',
      user: team,
      overrideAccess: false,
      data: { email: 'verified-by-team@example.ch', password, first_name: 'Vera', last_name: 'Fertig', gender: 'GENDER_FEMALE', locale: 'de', _verified: true },
    })
    expect(await mailsTo('verified-by-team@example.ch')).toEqual([])
  })

  it('a caller that turns the verification mail off (seed, team:add) sends none', async () => {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      disableVerificationEmail: true,
      data: { email: 'seeded@example.ch', password, first_name: 'Sina', last_name: 'Seed', gender: 'GENDER_FEMALE' },
    })
    expect(await mailsTo('seeded@example.ch')).toEqual([])
  })

  it('Payload’s forgot-password mail, if it is ever sent, is ours in the account’s language', async () => {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      disableVerificationEmail: true,
      data: { email: 'giulia@example.ch', password, first_name: 'Giulia', last_name: 'Rossi', gender: 'GENDER_FEMALE', locale: 'it', _verified: true },
    })
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'giulia@example.ch' } })
    const mails = await mailsTo('giulia@example.ch')
    expect(mails).toHaveLength(1)
    expect(english(mails[0]!)).toBe(false)
    expect(mails[0]?.subject).toBe('Nuova password per Helvemed')
    expect(mails[0]?.html).toContain(`/it/reset-password?token=${token}`)
  })
})
