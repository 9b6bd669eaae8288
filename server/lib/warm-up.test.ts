import { describe, expect, it } from 'vitest'
import { warmUp } from './warm-up'

// The start script warms /admin once the app answers (ADR 0054).
describe('warm-up', () => {
  it('waits until the app answers, then GETs each path once without following redirects', async () => {
    const calls: string[] = []
    let up = false
    setTimeout(() => (up = true), 30)
    const fetchImpl = async (url: string, init: RequestInit) => {
      expect(init.redirect).toBe('manual')
      if (!up) throw new Error('ECONNREFUSED')
      calls.push(new URL(url).pathname)
      return new Response('', { status: url.endsWith('/admin') ? 307 : 200 })
    }
    const lines: string[] = []
    const figures = await warmUp({ port: 1, fetchImpl: fetchImpl as typeof fetch, stepMs: 5, log: (l: string) => lines.push(l) })
    expect(calls).toEqual(['/api/_auth/session', '/admin', '/admin/login'])
    expect(figures.map((f) => [f.path, f.status])).toEqual([
      ['/admin', 307],
      ['/admin/login', 200],
    ])
    expect(lines[0]).toMatch(/^warmed up: \/admin 307 in \d+ ms, \/admin\/login 200 in \d+ ms$/)
  })

  it('gives up quietly when the app never answers', async () => {
    const figures = await warmUp({ port: 1, fetchImpl: (async () => Promise.reject(new Error('down'))) as typeof fetch, waitMs: 30, stepMs: 5 })
    expect(figures).toEqual([])
  })
})
