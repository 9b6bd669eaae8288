import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseIconName } from './icon-name'
import { IconRequestSchema } from './icon-request'

describe('icon names', () => {
  it('are lowercase words joined by dashes, from a served set', () => {
    expect(parseIconName('graduation-cap')).toEqual({ set: 'lucide', name: 'graduation-cap' })
    expect(parseIconName('lucide:house')).toEqual({ set: 'lucide', name: 'house' })
    for (const name of ['Sun', 'clock-3', 'sun_', '-sun', 'a--b', 'mdi:home', ':sun', 'lucide:', '']) expect(parseIconName(name), name).toBeNull()
  })

  it('any request query gives a parsed request or a validation error, never a crash', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (prefix, icons) => {
        const parsed = IconRequestSchema.safeParse({ prefix, icons })
        if (parsed.success) expect(parsed.data.icons.every((n) => /^[a-z]+(-[a-z]+)*$/.test(n))).toBe(true)
      }),
    )
  })
})
