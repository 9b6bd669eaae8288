import { describe, expect, it } from 'vitest'
import { z } from '@/lib/zod'

// z.string() from '@/lib/zod' refuses NUL (PostgreSQL's text cannot hold it; ADR 0052).
describe('z.string() refuses NUL', () => {
  it('refuses a NUL anywhere, with the shared "invalid" key, before any other rule', () => {
    const schema = z.object({ slug: z.string().min(1).max(200) })
    for (const slug of ['a\u0000', '\u0000', 'ab\u0000cd']) {
      const parsed = schema.safeParse({ slug })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('validation.invalid')
    }
    expect(schema.parse({ slug: 'zürich-42' })).toEqual({ slug: 'zürich-42' })
  })

  it('keeps chained rules and transforms', () => {
    expect(z.string().trim().min(2).parse('  ab ')).toBe('ab')
    expect(z.string().max(3).safeParse('abcd').success).toBe(false)
    expect(z.string().optional().parse(undefined)).toBeUndefined()
  })
})
