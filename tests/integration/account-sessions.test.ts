import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { login } from '@/modules/accounts/auth.server'
import { sessionIdOf } from '@/modules/accounts/pending-login'
import type { SessionUser } from '@/modules/accounts/session.server'
import { sendDeletionLink } from '@/modules/privacy/deletion-link.server'
import { endSessions, sessionsOf, touchSession } from '@/modules/privacy/sessions.server'
import { createUser, mailsTo } from '../support/factories'
import { freshPayload } from '../support/test-db'

// The sessions screen and the account's language (ADR 0065): each live session with its device and
// last use, the current one first; ending one other or all others keeps the current one; the
// language of the cockpit last used is the language of the account's mails.

let payload: Payload
let ip = 0
const nextIp = () => `203.0.113.${++ip}`
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0'

beforeAll(async () => {
  payload = await freshPayload()
})

async function sessionOf(email: string): Promise<SessionUser> {
  const result = await login(payload, { email, password: 'Helvemed-Test-1' }, nextIp())
  if (!result.ok) throw new Error('login failed')
  return { ...result.user, _sid: sessionIdOf(result.token) ?? undefined }
}

const liveSessions = async (userId: number) => Number((await payload.db.pool.query('SELECT count(*) AS n FROM users_sessions WHERE _parent_id = $1', [userId])).rows[0].n)

describe('the sessions screen', () => {
  it('lists each session with its device, the current one first, and ends one or all others', async () => {
    const user = await createUser(payload, { email: 'geraete@example.ch', role: 'ROLE_DOCTOR' })
    const phone = await sessionOf(user.email)
    const laptop = await sessionOf(user.email)
    const tablet = await sessionOf(user.email)
    await touchSession(payload, phone, IPHONE, 'de')
    await touchSession(payload, laptop, WINDOWS, 'de')

    const seen = await sessionsOf(payload, laptop)
    expect(seen).toHaveLength(3)
    expect(seen[0]).toMatchObject({ current: true, device: { browser: 'Firefox', system: 'Windows' } })
    expect(
      seen
        .filter((s) => !s.current)
        .map((s) => s.device.browser)
        .sort(),
    ).toEqual(['Safari', null].sort())
    // the handle is not the session id
    expect(JSON.stringify(seen)).not.toContain(phone._sid)

    const phoneRow = seen.find((s) => s.device.system === 'iPhone')!
    await endSessions(payload, laptop, { handle: phoneRow.handle })
    expect(await liveSessions(user.id)).toBe(2)
    // the current session cannot be ended here (logout does that)
    await endSessions(payload, laptop, { handle: seen[0]!.handle })
    expect(await liveSessions(user.id)).toBe(2)
    await endSessions(payload, laptop, 'others')
    const left = await sessionsOf(payload, laptop)
    expect(left.map((s) => s.current)).toEqual([true])
    void tablet
  })

  it("shows no one else's sessions", async () => {
    const a = await createUser(payload, { email: 'a-sessions@example.ch', role: 'ROLE_DOCTOR' })
    const b = await createUser(payload, { email: 'b-sessions@example.ch', role: 'ROLE_DOCTOR' })
    const sa = await sessionOf(a.email)
    const sb = await sessionOf(b.email)
    const seen = await sessionsOf(payload, sa)
    expect(seen).toHaveLength(1)
    // a handle of b's session ends nothing of b's through a's account
    const bHandle = (await sessionsOf(payload, sb))[0]!.handle
    await endSessions(payload, sa, { handle: bHandle })
    expect(await liveSessions(b.id)).toBe(1)
  })
})

describe("the account's language", () => {
  it('follows the cockpit the user last used, and the mails follow it', async () => {
    const user = await createUser(payload, { email: 'sprache@example.ch', role: 'ROLE_STUDENT', locale: 'de' })
    const session = await sessionOf(user.email)
    await touchSession(payload, session, IPHONE, 'it')
    const { rows } = await payload.db.pool.query('SELECT locale FROM users WHERE id = $1', [user.id])
    expect(rows[0].locale).toBe('it')
    const fresh = await sessionOf(user.email)
    await sendDeletionLink(payload, fresh, 'Helvemed-Test-1', nextIp())
    expect((await mailsTo(payload, user.email))[0]!.subject).toBe('Cancellare l’account: conferma, per favore')
    // an unknown language changes nothing
    await touchSession(payload, { ...fresh, locale: 'it' }, IPHONE, 'en')
    expect((await payload.db.pool.query('SELECT locale FROM users WHERE id = $1', [user.id])).rows[0].locale).toBe('it')
  })
})
