import { describe, expect, it } from 'vitest'
import { clientIp } from './request-info'

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff })

describe('clientIp', () => {
  it('takes the address our proxy appended, not what the client wrote before it', () => {
    expect(clientIp(headers('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(clientIp(headers('6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7')
  })

  it('uses the only entry there is (Next.js fills it from the socket without a proxy)', () => {
    expect(clientIp(headers('198.51.100.4'), 1)).toBe('198.51.100.4')
    expect(clientIp(headers('198.51.100.4'), 2)).toBe('198.51.100.4')
  })

  it('falls back to one shared budget without any address, or when told to trust no header', () => {
    expect(clientIp(headers(), 1)).toBe('local')
    expect(clientIp(headers(' , '), 1)).toBe('local')
    expect(clientIp(headers('6.6.6.6, 203.0.113.7'), 0)).toBe('local')
  })
})
