import { describe, expect, it } from 'vitest'
import { z } from '@/lib/zod'
import { HTTP_STATUS, REFUSAL_REASONS } from '../refusal'
import { apiError, invalidRequest } from './api-error'

describe('apiError', () => {
  it('answers each reason with its status and the error code clients read, never cached', async () => {
    const expected = {
      unauthorized: [401, 'unauthorized'],
      forbidden: [403, 'forbidden'],
      notFound: [404, 'not_found'],
      invalid: [400, 'invalid_request'],
      conflict: [409, 'conflict'],
      limited: [429, 'too_many_requests'],
      tooLarge: [413, 'payload_too_large'],
    }
    for (const reason of REFUSAL_REASONS) {
      const res = apiError(reason)
      expect([res.status, (await res.json()).error], reason).toEqual(expected[reason])
      expect(res.status).toBe(HTTP_STATUS[reason])
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('adds details beside the code, a precise code and headers when given', async () => {
    const res = apiError('notFound', { message: 'Unbekannte PLZ' }, { code: 'postal_code_not_found', headers: { 'Cache-Control': 'private, no-store', 'Retry-After': '3' } })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'postal_code_not_found', message: 'Unbekannte PLZ' })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('retry-after')).toBe('3')
  })
})

describe('invalidRequest', () => {
  it('lists the messages by field, the whole body under _', async () => {
    const parsed = z.object({ id: z.string('id') }).safeParse({})
    const whole = z.object({}).safeParse(3)
    if (parsed.success || whole.success) throw new Error('expected refusals')
    const res = invalidRequest(parsed.error)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'invalid_request', fields: { id: ['id'] } })
    expect(Object.keys((await invalidRequest(whole.error).json()).fields)).toEqual(['_'])
  })
})
