import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LocaleSchema } from './locale-schema'
import { isLocale, LOCALES } from './locales'

describe('LocaleSchema', () => {
  it('accepts exactly de, fr and it: no other language, no other case, no padding', () => {
    for (const locale of LOCALES) expect(LocaleSchema.parse(locale)).toBe(locale)
    for (const bad of ['en', 'DE', ' de', 'de-CH', '', null, undefined, 0]) expect(LocaleSchema.safeParse(bad).success, String(bad)).toBe(false)
  })

  it('agrees with isLocale (the proxy’s check) on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom<unknown>(...LOCALES, 'en', 'rm'), fc.string({ maxLength: 5 }), fc.anything()), (value) => {
        expect(LocaleSchema.safeParse(value).success).toBe(isLocale(value))
      }),
    )
  })
})
