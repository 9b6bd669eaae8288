import { describe, expect, it } from 'vitest'
import { decodeFlash } from './flash'

describe('flash messages', () => {
  it('reads a cookie value as the browser holds it (URL-encoded JSON)', () => {
    expect(decodeFlash(encodeURIComponent(JSON.stringify({ kind: 'success', key: 'user.logout.success' })))).toEqual({ kind: 'success', key: 'user.logout.success' })
  })
  it('ignores anything else', () => {
    expect(decodeFlash(undefined)).toBeNull()
    expect(decodeFlash('%7Bnot-json')).toBeNull()
    expect(decodeFlash(encodeURIComponent(JSON.stringify({ kind: 'info', key: 'x' })))).toBeNull()
    expect(decodeFlash(encodeURIComponent(JSON.stringify({ kind: 'error', key: '<script>' })))).toBeNull()
  })
})
