import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { IDLE, NOT_A_FORM } from '@/lib/form/form-state'
import { freshPayload } from '../support/test-db'

// Malformed input (ADR 0052), at the route handlers and server actions themselves (the server wrapper in
// front of them is server/bad-input.ts; the fuzz test against the running app is
// tests/e2e/malformed-input.spec.ts): a NUL in a slug is a 400, not PostgreSQL's 500; a server action
// called with something other than a form answers NOT_A_FORM instead of throwing.

beforeAll(async () => {
  await freshPayload()
})

describe('NUL in a slug', () => {
  it('answers 400 from the job and institution calls', async () => {
    for (const name of ['job', 'institution']) {
      const route = await import(`@/app/api/fn/data/${name}/route`)
      const res: Response = await route.GET(new NextRequest(`http://localhost/api/fn/data/${name}?locale=de&slug=a%00`))
      expect(res.status, name).toBe(400)
    }
  })
})

describe('server actions called with something other than a form', () => {
  it('answer NOT_A_FORM, whatever the argument', async () => {
    const actions = [
      ...Object.values(await import('@/modules/reviews/actions')),
      ...Object.values(await import('@/modules/internships/actions')),
      ...Object.values(await import('@/modules/institutions/actions')),
      ...Object.values(await import('@/modules/institutions/media-actions')),
      ...Object.values(await import('@/modules/jobs/ad-actions')),
      ...Object.values(await import('@/modules/jobs/job-actions')),
    ].filter((a) => typeof a === 'function') as unknown as ((prev: unknown, form: unknown) => Promise<unknown>)[]
    // the account forms too (logoutAction takes no argument: a logout button's form has no fields)
    const accounts = [...Object.values(await import('@/modules/accounts/actions')), ...Object.values(await import('@/modules/accounts/security-actions'))].filter(
      (a) => typeof a === 'function' && a.length === 2,
    ) as unknown as ((prev: unknown, form: unknown) => Promise<unknown>)[]
    expect(accounts.length).toBeGreaterThanOrEqual(15)
    actions.push(...accounts)
    expect(actions.length).toBeGreaterThan(35)
    for (const action of actions) {
      for (const argument of [undefined, null, 'text', { email: 'a@b.ch' }, ['x']]) {
        expect(await action(IDLE, argument), `${action.name}(${JSON.stringify(argument)})`).toEqual(NOT_A_FORM)
      }
    }
  })

  it('the alert actions (one argument) return without doing anything', async () => {
    const alerts = await import('@/modules/alerts/actions')
    for (const action of [alerts.confirmAlertAction, alerts.unsubscribeAlertAction, alerts.deleteAlertAction]) {
      await expect(action({ token: 'x' } as unknown as FormData)).resolves.toBeUndefined()
    }
    expect(await alerts.saveAlertAction(IDLE, 'text' as unknown as FormData)).toEqual(NOT_A_FORM)
  })
})
