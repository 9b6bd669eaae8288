import { describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import { FACTS } from '@/modules/institutions/fact-catalog'
import { ICON_SET_VERSIONS } from '@/modules/icons/icon-name'

// GET /api/icons/{prefix}.json (ADR 0062): icons of a set from its local package, the name rule,
// long caching for the set's version.

const get = async (path: string) => {
  const { GET } = await import('@/app/api/icons/[file]/route')
  const url = new URL(path, 'http://localhost')
  const file = decodeURIComponent(url.pathname.split('/').pop() ?? '')
  return GET(new NextRequest(url), { params: Promise.resolve({ file }) })
}

describe('the icon service', () => {
  it('answers the icons asked for, an alias with its icon, and names what the set lacks', async () => {
    const res = await get(`/api/icons/lucide.json?icons=banknote,home,no-such-icon&v=${ICON_SET_VERSIONS.lucide}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = (await res.json()) as { prefix: string; icons: Record<string, { body: string }>; aliases: Record<string, { parent: string }>; not_found?: string[] }
    expect(body.prefix).toBe('lucide')
    expect(Object.keys(body.icons).sort()).toEqual(['banknote', 'house'])
    expect(body.icons.banknote?.body).toContain('<')
    expect(body.aliases.home?.parent).toBe('house')
    expect(body.not_found).toEqual(['no-such-icon'])
  })

  it('keeps an answer without the current version for a day only', async () => {
    const res = await get('/api/icons/lucide.json?icons=sun')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('refuses names that are not lowercase words joined by dashes (400), and unknown sets (404)', async () => {
    for (const icons of ['Sun', 'sun_1', 'clock-3', '-sun', 'sun--moon', '../x', '', 'sun,<svg>']) {
      const res = await get(`/api/icons/lucide.json?icons=${encodeURIComponent(icons)}`)
      expect(res.status, icons).toBe(400)
      expect(((await res.json()) as { error: string }).error).toBe('invalid_request')
    }
    expect((await get('/api/icons/lucide.json')).status).toBe(400)
    expect((await get('/api/icons/Lucide.json?icons=sun')).status).toBe(400)
    expect((await get('/api/icons/lucide.txt?icons=sun')).status).toBe(400)
    expect((await get('/api/icons/fa-solid.json?icons=sun')).status).toBe(404)
  })

  it('has every icon the facts name', async () => {
    const names = [...new Set(FACTS.map((fact) => fact.icon))]
    const body = (await (await get(`/api/icons/lucide.json?icons=${names.join(',')}`)).json()) as { not_found?: string[] }
    expect(body.not_found).toBeUndefined()
  })
})
