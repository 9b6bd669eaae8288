import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildFingerprint, buildState, stampPath, startBuildDecision } from './fingerprint'

// Build once (ADR 0050): the fingerprint is the sources' content, so a fresh clone or an unpacked
// archive with new file times keeps its build, and only a change of content asks for a new one.

let root = ''
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), text)
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-fingerprint-'))
  write('src/app/page.tsx', 'export default function Page() {}\n')
  write('src/modules/a.ts', 'export const a = 1\n')
  write('messages/de.json', '{"a":"A"}\n')
  write('package-lock.json', '{"lockfileVersion":3}\n')
  write('next.config.ts', 'export default {}\n')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('the build fingerprint', () => {
  it('is the same for the same content, whatever the file times (a fresh clone, another machine)', () => {
    const before = buildFingerprint(root)
    const later = new Date(Date.now() + 86_400_000)
    for (const rel of ['src/app/page.tsx', 'messages/de.json', 'package-lock.json']) fs.utimesSync(path.join(root, rel), later, later)
    expect(buildFingerprint(root)).toBe(before)
    // the same sources in another folder
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-fingerprint-copy-'))
    try {
      fs.cpSync(root, copy, { recursive: true, preserveTimestamps: false })
      expect(buildFingerprint(copy)).toBe(before)
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  it('changes with the content of a source, a message, the lockfile, a new or renamed file', () => {
    const seen = new Set([buildFingerprint(root)])
    const changed = () => {
      const next = buildFingerprint(root)
      expect(seen.has(next)).toBe(false)
      seen.add(next)
    }
    write('src/modules/a.ts', 'export const a = 2\n')
    changed()
    write('messages/de.json', '{"a":"B"}\n')
    changed()
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}\n')
    changed()
    write('src/modules/b.ts', 'export const b = 1\n')
    changed()
    fs.renameSync(path.join(root, 'src/modules/b.ts'), path.join(root, 'src/modules/c.ts'))
    changed()
  })

  it('leaves out what is not built: tests', () => {
    const before = buildFingerprint(root)
    write('src/modules/a.test.ts', 'it("x", () => {})\n')
    expect(buildFingerprint(root)).toBe(before)
  })

  it('tells a current build from a missing one and one made from other sources', () => {
    const fingerprint = buildFingerprint(root)
    expect(buildState(root, fingerprint)).toBe('missing')
    write('.next/BUILD_ID', 'abc')
    expect(buildState(root, fingerprint)).toBe('stale') // a build without a stamp
    fs.writeFileSync(stampPath(root), fingerprint)
    expect(buildState(root, fingerprint)).toBe('current')
    write('src/modules/a.ts', 'export const a = 3\n')
    expect(buildState(root, buildFingerprint(root))).toBe('stale')
  })
})

describe('what a start does with the build', () => {
  it('never builds when the build is current', () => {
    expect(startBuildDecision({ state: 'current' })).toEqual({ build: false })
    expect(startBuildDecision({ state: 'current', buildOnStart: 'false' })).toEqual({ build: false })
  })

  it('builds a missing or other build unless BUILD_ON_START=false, which refuses to start', () => {
    expect(startBuildDecision({ state: 'missing' })).toMatchObject({ build: true })
    expect(startBuildDecision({ state: 'stale', buildOnStart: 'true' })).toMatchObject({ build: true })
    expect(startBuildDecision({ state: 'missing', buildOnStart: 'false' })).toEqual({
      refuse: expect.stringContaining('there is no production build in .next, and BUILD_ON_START=false'),
    })
    expect(startBuildDecision({ state: 'stale', buildOnStart: 'false' })).toEqual({ refuse: expect.stringContaining('made from other sources') })
  })

  it('builds on --rebuild, refuses a bad value and --rebuild with BUILD_ON_START=false', () => {
    expect(startBuildDecision({ state: 'current', forced: true })).toEqual({ build: true, reason: 'asked with --rebuild' })
    expect(startBuildDecision({ state: 'current', buildOnStart: 'no' })).toEqual({ refuse: 'BUILD_ON_START must be true or false (got "no")' })
    expect(startBuildDecision({ state: 'current', forced: true, buildOnStart: 'false' })).toEqual({ refuse: '--rebuild and BUILD_ON_START=false contradict each other' })
  })
})
