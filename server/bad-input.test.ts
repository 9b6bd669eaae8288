import { describe, expect, it } from 'vitest'
import { securityHeaders } from '@/lib/security-headers'
import { ACTION_BODY_LIMIT, answerClientError, badInputStatus, securityHeaderList } from './bad-input'
import nextConfig from '../next.config'

// Input refused in front of Next (ADR 0052): which requests, and with the same security
// headers as every other answer.

const req = (url: string, method = 'GET', headers: Record<string, string> = {}) => ({ url, method, headers })

describe('requests refused before Next', () => {
  it('refuses paths with malformed percent-encoding and NUL anywhere in the URL', () => {
    for (const url of ['/de/%ff', '/de/jobs/%ff', '/media/%ff.png', '/de/%e2%82', '/de/%zz', '/api/fn/data/job?locale=de&slug=a%00', '/de/a%00b', '/institution?slug=%00']) {
      expect(badInputStatus(req(url)), url).toBe(400)
    }
  })

  it('lets well-formed paths through, malformed query values too (they are read as U+FFFD)', () => {
    for (const url of ['/de', '/de/jobs/z%C3%BCrich', '/fr/emplois?q=%ff', '/media/a%20b.png', '/api/fn/data/job?locale=de&slug=abc']) {
      expect(badInputStatus(req(url)), url).toBeNull()
    }
  })

  it('answers 413 for a page POST over the server actions’ limit, 411 without a length', () => {
    expect(badInputStatus(req('/de/cockpit', 'POST', { 'content-length': String(ACTION_BODY_LIMIT + 1), 'content-type': 'multipart/form-data; boundary=x' }))).toBe(413)
    expect(badInputStatus(req('/de/cockpit', 'POST', { 'content-length': String(ACTION_BODY_LIMIT), 'content-type': 'multipart/form-data; boundary=x' }))).toBeNull()
    expect(badInputStatus(req('/de/cockpit', 'POST', { 'transfer-encoding': 'chunked' }))).toBe(411)
    // Payload's REST API has its own upload rules.
    expect(badInputStatus(req('/api/cms/media', 'POST', { 'content-length': String(ACTION_BODY_LIMIT * 2) }))).toBeNull()
  })

  it('leaves a server action with a text body to the action (a form without fields is sent as text)', () => {
    const action = { 'next-action': 'abc', 'content-length': '2' }
    expect(badInputStatus(req('/de/cockpit/user', 'POST', { ...action, 'content-type': 'text/plain;charset=UTF-8' }))).toBeNull()
    expect(badInputStatus(req('/de/login', 'POST', { ...action, 'content-type': 'multipart/form-data; boundary=x' }))).toBeNull()
  })

  it('sends the same security headers as next.config.ts, and knows its body limit', () => {
    for (const production of [true, false]) {
      expect(securityHeaderList(production)).toEqual(securityHeaders(production).map(({ key, value }) => [key, value]))
    }
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe('9mb')
    expect(ACTION_BODY_LIMIT).toBe(9 * 1024 * 1024)
  })

  it('answers what Node’s parser refuses (headers too large) with the security headers', () => {
    let written = ''
    const socket = { writable: true, end: (text: string) => void (written = text), destroy: () => undefined }
    answerClientError(Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW' }), socket, true)
    expect(written.startsWith('HTTP/1.1 431 ')).toBe(true)
    expect(written).toContain('x-content-type-options: nosniff')
    expect(written).toContain('strict-transport-security: ')
    answerClientError(Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }), socket, false)
    expect(written.startsWith('HTTP/1.1 400 ')).toBe(true)
  })
})
