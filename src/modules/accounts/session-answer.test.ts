import { describe, expect, it } from 'vitest'
import { viewerFromSessionAnswer } from './session-answer'

describe('viewerFromSessionAnswer', () => {
  it('reads the role of a logged-in user, and a user without a role', () => {
    expect(viewerFromSessionAnswer({ user: { id: 3, role: 'ROLE_DOCTOR', email: 'a@b.ch' } })).toEqual({ role: 'ROLE_DOCTOR' })
    expect(viewerFromSessionAnswer({ user: { id: 3, role: null } })).toEqual({ role: null })
    expect(viewerFromSessionAnswer({ user: { id: 3 } })).toEqual({ role: null })
  })

  it('treats no user and any unknown shape as anonymous', () => {
    expect(viewerFromSessionAnswer({ user: null })).toBeNull()
    expect(viewerFromSessionAnswer({ user: { role: 'ROLE_GOD' } })).toBeNull()
    expect(viewerFromSessionAnswer({ role: 'ROLE_ADMIN' })).toBeNull()
    expect(viewerFromSessionAnswer('ROLE_ADMIN')).toBeNull()
    expect(viewerFromSessionAnswer(null)).toBeNull()
  })
})
