import { describe, expect, it } from 'vitest'
import { cmsDoor } from './cms-gate'

describe('cmsDoor', () => {
  it('opens uploaded files and logout to anyone', () => {
    expect(cmsDoor('GET', ['media', 'file', 'logo.png'])).toBe('public')
    expect(cmsDoor('HEAD', ['media', 'file', 'ad.pdf'])).toBe('public')
    expect(cmsDoor('POST', ['users', 'logout'])).toBe('public')
  })

  it('closes Payload’s login, first user and GraphQL for everyone', () => {
    expect(cmsDoor('POST', ['users', 'login'])).toBe('closed')
    expect(cmsDoor('POST', ['users', 'first-register'])).toBe('closed')
    expect(cmsDoor('POST', ['users', 'forgot-password'])).toBe('closed')
    expect(cmsDoor('POST', ['users', 'reset-password'])).toBe('closed')
    expect(cmsDoor('POST', ['users', 'verify', 'abc123'])).toBe('closed')
    expect(cmsDoor('POST', ['graphql'])).toBe('closed')
    expect(cmsDoor('GET', ['graphql-playground'])).toBe('closed')
  })

  it('leaves everything else to the team, near misses of the public doors included', () => {
    for (const [method, path] of [
      ['GET', 'media'],
      ['GET', 'media/1'],
      ['POST', 'media/file/x.png'],
      ['GET', 'media/file/a/b.png'],
      ['GET', 'users/logout'],
      ['POST', 'users/logout/extra'],
      ['POST', 'users/unlock'],
      ['GET', 'users/me'],
      ['GET', 'payload-jobs/run'],
      ['POST', 'globals/payload-jobs-stats'],
      ['GET', 'institutions'],
      ['GET', 'access'],
    ] as const) {
      expect(cmsDoor(method, path.split('/')), `${method} ${path}`).toBe('team')
    }
  })
})
