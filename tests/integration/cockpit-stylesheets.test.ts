import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { runtimeImports } from '../../scripts/check-cycles'

// The cockpit's, the employer profiles', the ad wizard's and the review wizard's sheets are imported
// by the cockpit layout, not the root layout: a public page inlines its stylesheets into its HTML,
// twice (ADR 0077), and these are about a quarter of them (ADR 0080). So no rule of theirs may be
// needed outside the cockpit: every page, layout and slot outside `cockpit/` is walked with its
// imports, and no selector of these sheets may match the class names those modules render.
const ROOT = path.resolve(import.meta.dirname, '..', '..')
const APP = path.join(ROOT, 'src/app/[lang]')
const ROOT_LAYOUT = path.join(APP, 'layout.tsx')
const COCKPIT_LAYOUT = path.join(APP, '(site)/cockpit/layout.tsx')
const COCKPIT_SHEETS = ['@/ui/cockpit/cockpit.css', '@/ui/institutions/cockpit/profile-cockpit.css', '@/ui/jobs/wizard/ad-wizard.css', '@/ui/reviews/wizard/wizard.css']

const options = (() => {
  const read = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (f) => ts.sys.readFile(f))
  return ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT).options
})()

const sheetsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^import '(@\/[^']+\.css)'$/gm)].map((m) => m[1] ?? '')

/** Pages, layouts and special files of the site outside the cockpit. */
function entriesOutsideCockpit(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full.startsWith(path.dirname(COCKPIT_LAYOUT)) ? [] : entriesOutsideCockpit(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : []
  })
}

/** Every project module the entries import, directly or through others, and the sheets they import. */
function reachable(entries: string[]): { modules: Set<string>; sheets: Set<string> } {
  const seen = new Set(entries)
  const sheets = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const file = queue.shift()!
    for (const spec of runtimeImports(file, fs.readFileSync(file, 'utf8'))) {
      if (spec.startsWith('@/') && spec.endsWith('.css')) {
        sheets.add(spec)
        continue
      }
      const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport || !/\.tsx?$/.test(resolved.resolvedFileName)) continue
      const target = path.resolve(resolved.resolvedFileName)
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return { modules: seen, sheets }
}

const selectorsOf = (sheet: string): string[] => {
  const selectors: string[] = []
  postcss.parse(fs.readFileSync(path.join(ROOT, 'src', sheet.slice(2)), 'utf8')).walkRules((rule) => {
    selectors.push(...rule.selectors)
  })
  return selectors
}

/** The words of the string literals in `className` attributes (also of components that pass it on). */
function classNamesIn(files: Iterable<string>): Set<string> {
  const names = new Set<string>()
  for (const file of files) {
    if (!file.endsWith('.tsx')) continue
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
    const words = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) node.text.split(/\s+/).forEach((w) => w && names.add(w))
      ts.forEachChild(node, words)
    }
    const visit = (node: ts.Node): void => {
      if (ts.isJsxAttribute(node) && node.name.getText(source) === 'className' && node.initializer) words(node.initializer)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return names
}

describe('the cockpit sheets are the cockpit layout’s', () => {
  it('the root layout does not import them; the cockpit layout does, in their old order', () => {
    expect(sheetsOf(ROOT_LAYOUT).filter((s) => COCKPIT_SHEETS.includes(s))).toEqual([])
    expect(sheetsOf(COCKPIT_LAYOUT)).toEqual(COCKPIT_SHEETS)
  })

  it('no rule of theirs matches a class rendered outside the cockpit, unless a sheet there has it too', () => {
    const { modules, sheets } = reachable(entriesOutsideCockpit(APP))
    const outside = classNamesIn(modules)
    expect(outside.has('empty')).toBe(true) // the walk sees the public pages' markup
    expect(sheets.has('@/ui/offers/offers.css')).toBe(true) // and the sheets pages import themselves
    const styledOutside = new Set([...sheets].filter((s) => !COCKPIT_SHEETS.includes(s)).flatMap(selectorsOf))
    const needed = COCKPIT_SHEETS.flatMap((sheet) =>
      selectorsOf(sheet)
        .filter((selector) => !styledOutside.has(selector))
        .filter((selector) => {
          const classes = (selector.match(/\.[\w-]+/g) ?? []).map((c) => c.slice(1))
          return classes.length === 0 || classes.every((c) => outside.has(c))
        })
        .map((selector) => `${sheet}: ${selector}`),
    )
    expect(needed).toEqual([])
  })
})
