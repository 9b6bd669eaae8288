import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { idNumberSchema, idTextSchema, isId, MAX_ID, parseIdParam } from './params'

describe('ids', () => {
  it('read the same text the same way through parseIdParam and idTextSchema (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^-?\d{0,12}$/), fc.string({ maxLength: 12 }), fc.constantFrom(String(MAX_ID), String(MAX_ID + 1), '012', '1e3')), (text) => {
        const parsed = idTextSchema().safeParse(text)
        expect(parsed.success ? parsed.data : null).toBe(parseIdParam(text))
      }),
    )
  })

  it('stop at PostgreSQL’s integer', () => {
    expect(parseIdParam(String(MAX_ID))).toBe(MAX_ID)
    expect(parseIdParam(String(MAX_ID + 1))).toBeNull()
    expect(isId(MAX_ID)).toBe(true)
    expect(isId(MAX_ID + 1)).toBe(false)
    expect(isId(0)).toBe(false)
    expect(isId(1.5)).toBe(false)
    expect(isId('3')).toBe(false)
    expect(idNumberSchema().safeParse(MAX_ID + 1).success).toBe(false)
    expect(idNumberSchema().safeParse(7).success).toBe(true)
  })

  it('refuse what is not text', () => {
    expect(parseIdParam(null)).toBeNull()
    expect(parseIdParam(12)).toBeNull()
  })

  it('name the refusal given', () => {
    const parsed = idTextSchema('invalid').safeParse('x')
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe('invalid')
  })
})
