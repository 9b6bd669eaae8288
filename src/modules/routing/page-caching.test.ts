import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_CACHING, pageMayBeKept, pagePatternOf, routeTable } from './page-caching'

// Every page of the app declares whether the page cache may keep it (ADR 0055): a new page fails
// here until it is declared public or private in page-caching.ts.

const APP = path.resolve(import.meta.dirname, '..', '..', 'app')

/** The path pattern of every page.tsx under src/app, route groups and parallel slots (@name) left out (as Next names them). */
function appPages(dir = APP, prefix = ''): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const segment = /^\(.+\)$/.test(entry.name) || entry.name.startsWith('@') ? '' : `/${entry.name}`
      found.push(...appPages(path.join(dir, entry.name), prefix + segment))
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      found.push(prefix || '/')
    }
  }
  return found.sort()
}

describe('every page declares whether it may be kept', () => {
  const pages = appPages()

  it('finds the pages of the app', () => {
    expect(pages).toContain('/[lang]/jobs/[[...filter]]')
    expect(pages).toContain('/admin/[[...segments]]')
    expect(pages).toContain('/[lang]/(.)modal/[...slug]')
  })

  it('has a declaration for every page.tsx under src/app', () => {
    const undeclared = pages.filter((page) => !(page in PAGE_CACHING))
    expect(undeclared, 'declare these pages public or private in src/modules/routing/page-caching.ts').toEqual([])
  })

  it('declares no page that no longer exists', () => {
    const gone = Object.keys(PAGE_CACHING).filter((pattern) => !pages.includes(pattern))
    expect(gone, 'remove these from src/modules/routing/page-caching.ts').toEqual([])
  })
})

describe('the page a path is answered by', () => {
  const routes = routeTable(Object.keys(PAGE_CACHING))

  it('picks the most specific page, as Next does', () => {
    expect(pagePatternOf('/de', routes)).toBe('/[lang]')
    expect(pagePatternOf('/de/jobs', routes)).toBe('/[lang]/jobs/[[...filter]]')
    expect(pagePatternOf('/fr/jobs/geneve/medecin', routes)).toBe('/[lang]/jobs/[[...filter]]')
    expect(pagePatternOf('/de/cockpit', routes)).toBe('/[lang]/cockpit')
    expect(pagePatternOf('/de/cockpit/jobs/12', routes)).toBe('/[lang]/cockpit/jobs/[[...child]]')
    expect(pagePatternOf('/de/login/code', routes)).toBe('/[lang]/login/code')
    expect(pagePatternOf('/it/impressum', routes)).toBe('/[lang]/[...slug]')
    expect(pagePatternOf('/it/modal/impressum', routes)).toBe('/[lang]/modal/[...slug]')
    expect(pagePatternOf('/admin', routes)).toBe('/admin/[[...segments]]')
    expect(pagePatternOf('/', routes)).toBeNull()
    expect(pagePatternOf('/de/%ff', routes)).toBeNull()
  })

  it('keeps public pages only; an undeclared page of the build is private', () => {
    expect(pageMayBeKept('/de/job/12', routes)).toBe(true)
    expect(pageMayBeKept('/de/cockpit/invoices', routes)).toBe(false)
    expect(pageMayBeKept('/de/status-page/404', routes)).toBe(false)
    const built = routeTable([...Object.keys(PAGE_CACHING), '/[lang]/inbox'])
    expect(pageMayBeKept('/de/inbox', built)).toBe(false)
  })
})
