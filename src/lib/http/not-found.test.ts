import { afterEach, describe, expect, it, vi } from 'vitest'

const headers = vi.fn(async () => new Headers({ 'x-pathname': '/de/gibt/es/nicht' }))
vi.mock('next/headers', () => ({ headers: () => headers() }))
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404')
  },
}))

const { pageNotFound } = await import('./not-found.server')

describe('pageNotFound', () => {
  afterEach(() => vi.restoreAllMocks())

  it('throws Next’s 404 and logs the path it was asked for', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(() => pageNotFound()).toThrow('NEXT_HTTP_ERROR_FALLBACK;404')
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Page Not Found: /de/gibt/es/nicht'))
  })

  it('still answers 404 where no request headers can be read', () => {
    headers.mockImplementationOnce(() => {
      throw new Error('outside a request scope')
    })
    expect(() => pageNotFound()).toThrow('NEXT_HTTP_ERROR_FALLBACK;404')
  })
})
