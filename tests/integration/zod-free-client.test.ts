import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { runtimeImports } from '../../scripts/check-cycles'

// Client components that every public page (or the institution page) renders must not reach Zod:
// the browser would load all of it (93 KB) and its eval probe breaks the script policy, which costs
// the page its best-practices score (ADR 0077). The checks on the server keep their schemas.
const ROOT = path.resolve(import.meta.dirname, '..', '..')
const ZOD = path.join(ROOT, 'src/lib/zod/index.ts')
const PUBLIC_CLIENT_MODULES = [
  'src/ui/icons/icon.tsx',
  'src/ui/compare/compare-add.tsx',
  'src/ui/compare/compare-tray.tsx',
  'src/ui/compare/compare-selection.ts',
  'src/modules/compare/compare-ids.ts',
  'src/lib/id.ts',
]

const options = (() => {
  const read = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (f) => ts.sys.readFile(f))
  return ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT).options
})()

/** The chain of the project's own modules from `start` to Zod, or null when it does not reach it. */
function pathToZod(start: string): string[] | null {
  const from = new Map<string, string | null>([[start, null]])
  const queue = [start]
  while (queue.length) {
    const file = queue.shift()!
    for (const spec of runtimeImports(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = path.resolve(resolved.resolvedFileName)
      if (from.has(target)) continue
      from.set(target, file)
      if (target === ZOD) {
        const chain = [target]
        for (let at = from.get(target); at; at = from.get(at) ?? null) chain.unshift(at)
        return chain.map((f) => path.relative(ROOT, f))
      }
      queue.push(target)
    }
  }
  return null
}

describe('public client components stay without Zod', () => {
  it.each(PUBLIC_CLIENT_MODULES)('%s', (file) => {
    expect(pathToZod(path.join(ROOT, file))).toBeNull()
  })
})
