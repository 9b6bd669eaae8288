import { describe, expect, it } from 'vitest'
import { clientIp } from './request-info'

const headers = (xff?: string, extra: Record<string, string> = {}) => new Headers(xff === undefined ? extra : { 'x-forwarded-for': xff, ...extra })

// The app appends the TCP peer as the last entry (server/preload.ts).
describe('clientIp', () => {
  it('without a proxy (0 hops) takes the TCP peer, never what the client wrote before it', () => {
    expect(clientIp(headers('198.51.100.4'), 0)).toBe('198.51.100.4')
    expect(clientIp(headers('6.6.6.6, 198.51.100.4'), 0)).toBe('198.51.100.4')
    expect(clientIp(headers('1.1.1.1, 2.2.2.2, 6.6.6.6, 198.51.100.4'), 0)).toBe('198.51.100.4')
  })

  it('behind N trusted proxies takes the address the outermost proxy saw', () => {
    // client 203.0.113.7 -> proxy 10.0.0.2 -> app
    expect(clientIp(headers('6.6.6.6, 203.0.113.7, 10.0.0.2'), 1)).toBe('203.0.113.7')
    // client -> CDN 192.0.2.9 -> load balancer 10.0.0.2 -> app
    expect(clientIp(headers('6.6.6.6, 203.0.113.7, 192.0.2.9, 10.0.0.2'), 2)).toBe('203.0.113.7')
  })

  it('with fewer entries than proxies configured takes the first one (written by a proxy, not the client)', () => {
    expect(clientIp(headers('203.0.113.7, 10.0.0.2'), 3)).toBe('203.0.113.7')
  })

  it('ignores blank entries, and without any address falls back to X-Real-IP, then to one shared budget', () => {
    expect(clientIp(headers(' 6.6.6.6 , , 198.51.100.4 '), 0)).toBe('198.51.100.4')
    expect(clientIp(headers(' , '), 0)).toBe('local')
    expect(clientIp(headers(undefined, { 'x-real-ip': '198.51.100.9' }), 0)).toBe('198.51.100.9')
    expect(clientIp(headers(), 1)).toBe('local')
  })
})
