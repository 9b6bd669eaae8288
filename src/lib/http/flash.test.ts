import { describe, expect, it } from 'vitest'
import { decodeFlash, withoutErrorToasts, withToast, type Flash } from './flash'

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

describe('toasts on screen', () => {
  type Toast = Flash & { id: number }
  const error: Toast = { kind: 'error', key: 'reviews.feedback.error', id: 1 }
  const saved: Toast = { kind: 'success', key: 'reviews.feedback.success', id: 2 }
  it('drops a stale error toast when a success arrives', () => {
    expect(withToast([error], saved)).toEqual([saved])
  })
  it('keeps other toasts, but never stacks the same one twice', () => {
    const copied: Toast = { kind: 'success', key: 'jobsCopied', id: 3 }
    expect(withToast([copied], error)).toEqual([copied, error])
    expect(withToast([error], { ...error, id: 4 })).toEqual([{ ...error, id: 4 }])
  })
  it('clears the error toasts when a form is submitted again', () => {
    const copied: Toast = { kind: 'success', key: 'jobsCopied', id: 3 }
    expect(withoutErrorToasts([error, copied])).toEqual([copied])
  })
})
