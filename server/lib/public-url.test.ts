import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isDemoStart, isLocalHost, publicUrlProblem } from './public-url'

describe('PUBLIC_URL at the start', () => {
  it('the demo start (embedded database, demo data) may run on localhost, with or without PUBLIC_URL', () => {
    expect(publicUrlProblem({})).toBeNull()
    expect(publicUrlProblem({ PUBLIC_URL: 'http://localhost:3100', SEED_DEMO_DATA: 'true' })).toBeNull()
    expect(publicUrlProblem({ DATABASE_URL: '', SEED_DEMO_DATA: '' })).toBeNull()
    expect(isDemoStart({ PORT: '3000' })).toBe(true)
  })

  it('an external database needs a PUBLIC_URL that is not this machine', () => {
    const db = { DATABASE_URL: 'postgres://me:secret@db.example:5432/helvemed' }
    expect(publicUrlProblem(db)).toMatch(/^PUBLIC_URL is required: an external database \(DATABASE_URL\) is configured/)
    expect(publicUrlProblem({ ...db, PUBLIC_URL: 'http://localhost:3000' })).toMatch(/must not point to this machine/)
    expect(publicUrlProblem({ ...db, PUBLIC_URL: 'http://127.0.0.1' })).toMatch(/must not point to this machine/)
    expect(publicUrlProblem({ ...db, PUBLIC_URL: 'http://[::1]:3000' })).toMatch(/must not point to this machine/)
    expect(publicUrlProblem({ ...db, PUBLIC_URL: 'ftp://helvemed.ch' })).toMatch(/http\(s\) URL/)
    expect(publicUrlProblem({ ...db, PUBLIC_URL: 'helvemed.ch' })).toMatch(/http\(s\) URL/)
    expect(publicUrlProblem({ ...db, PUBLIC_URL: 'https://helvemed.ch' })).toBeNull()
    expect(publicUrlProblem({ ...db, SEED_DEMO_DATA: 'true', PUBLIC_URL: 'https://staging.helvemed.ch' })).toBeNull()
  })

  it('the embedded database without demo data is a real deployment too', () => {
    expect(publicUrlProblem({ SEED_DEMO_DATA: 'false' })).toMatch(/demo data is turned off/)
    expect(publicUrlProblem({ SEED_DEMO_DATA: 'false', PUBLIC_URL: 'https://helvemed.ch' })).toBeNull()
  })

  it('knows the names of this machine', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '0.0.0.0', 'localhost.']) expect(isLocalHost(host)).toBe(true)
    for (const host of ['helvemed.ch', 'localhost.helvemed.ch', '128.0.0.1', '10.0.0.5']) expect(isLocalHost(host)).toBe(false)
  })

  it('any real deployment with a public https address may start (property)', () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom(undefined, 'true', 'false'), (domain, seed) => {
        fc.pre(!isLocalHost(domain))
        expect(publicUrlProblem({ DATABASE_URL: 'postgres://db/x', SEED_DEMO_DATA: seed, PUBLIC_URL: `https://${domain}` })).toBeNull()
      }),
    )
  })
})
