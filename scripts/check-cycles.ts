// `npm run lint:cycles`: fails when modules of the project import each other in a circle (ADR 0058).
// It replaces ESLint's import/no-cycle, which cost most of `npm run lint`: one pass over the files
// with TypeScript's parser and its module resolution (tsconfig paths), then the strongly connected
// components of the graph. Like import/no-cycle with ignoreExternal: type-only imports and packages
// do not count; dynamic import() with a literal path does.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '..')
/** Where the project's own modules live (what `npm run lint` covers); ESLint's ignores stay out. */
const DIRS = ['src', 'scripts', 'server', 'tests']
const SKIP = new Set(['node_modules', '.next', 'migrations', 'lint-probes', 'test-results', 'playwright-report'])
const SKIP_FILES = new Set(['src/payload-types.ts'])
const EXTENSIONS = /\.(ts|tsx|mts|mjs)$/

function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = path.join(root, 'tsconfig.json')
  const read = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f))
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root).options
}

/** The project's source files under the given folders (relative to root). */
export function sourceFiles(root: string, dirs: string[] = DIRS): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      if (e.name.startsWith('.') || SKIP.has(e.name)) continue
      const full = path.join(dir, e.name)
      if (e.isDirectory()) walk(full)
      else if (EXTENSIONS.test(e.name) && !e.name.endsWith('.d.ts') && !SKIP_FILES.has(path.relative(root, full))) out.push(full)
    }
  }
  for (const d of dirs) walk(path.join(root, d))
  return out
}

/** The module specifiers a file depends on at run time (type-only imports and exports left out). */
export function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const specs: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly))
      if (!typeOnly) specs.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly))
      if (!typeOnly) specs.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      specs.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specs
}

/** Cycles among the files: each a list of files (relative to root) that reach each other. */
export function findCycles(root: string, files: string[]): string[][] {
  const options = compilerOptions(root)
  const cache = ts.createModuleResolutionCache(root, (f) => f, options)
  const known = new Set(files)
  const edges = new Map<string, string[]>()
  for (const file of files) {
    const targets = new Set<string>()
    for (const spec of runtimeImports(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(spec, file, options, ts.sys, cache).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = path.resolve(resolved.resolvedFileName)
      if (known.has(target) && target !== file) targets.add(target)
    }
    edges.set(file, [...targets])
  }
  return stronglyConnected(files, edges)
    .filter((c) => c.length > 1)
    .map((c) => c.map((f) => path.relative(root, f)).sort())
}

/** Tarjan's algorithm, iterative (no recursion limit on long import chains). */
function stronglyConnected(nodes: string[], edges: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const out: string[][] = []
  for (const start of nodes) {
    if (index.has(start)) continue
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const targets = edges.get(frame.node) ?? []
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!
        if (!index.has(target)) {
          index.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, next: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        out.push(component)
      }
    }
  }
  return out
}

function main(): void {
  const dirs = process.argv.slice(2)
  const started = Date.now()
  const files = sourceFiles(ROOT, dirs.length > 0 ? dirs : DIRS)
  const cycles = findCycles(ROOT, files)
  for (const cycle of cycles) console.error(`import cycle between ${cycle.length} modules:\n  ${cycle.join('\n  ')}`)
  console.log(`${files.length} files, ${cycles.length} import cycle(s), ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (cycles.length > 0) process.exitCode = 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main()
