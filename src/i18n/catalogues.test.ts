import { describe, expect, it } from 'vitest'
import de from '../../messages/de.json'
import fr from '../../messages/fr.json'
import it_ from '../../messages/it.json'
import { formatChf, formatDate, formatPensum } from './format'

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ''): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))
const lookup = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((t, k) => (typeof t === 'object' ? t[k] : undefined), tree)
// An argument is `{name}` or `{name, plural|select…}`; the bodies of plural branches (`=0 {Noch keine}`,
// `other {Artikel}`) are text, not arguments.
const placeholders = (s: string) => [...s.matchAll(/(?<!(?:=\d+|\b(?:zero|one|two|few|many|other))\s?)\{(\w+)(?=\s*[,}])/g)].map((m) => m[1]).sort()

describe('message catalogues', () => {
  const all = { de, fr, it: it_ } as Record<string, Tree>
  for (const [a, treeA] of Object.entries(all)) {
    for (const [b, treeB] of Object.entries(all)) {
      if (a === b) continue
      it(`every ${a} key exists in ${b}`, () => {
        const missing = keys(treeA).filter((k) => typeof lookup(treeB, k) !== 'string')
        expect(missing).toEqual([])
      })
    }
  }
  it('keeps the same placeholders in every language', () => {
    const mismatched = keys(de as Tree).filter((k) => {
      const p = placeholders(String(lookup(de as Tree, k)))
      return ['fr', 'it'].some((l) => JSON.stringify(placeholders(String(lookup(all[l] ?? {}, k)))) !== JSON.stringify(p))
    })
    expect(mismatched).toEqual([])
  })
  it('has the exact error page texts', () => {
    expect(de.error['401'].title).toBe('Kein Zugriff ohne Login')
    expect(fr.error['401'].title).toBe('Connecte-toi pour voir cette page')
    expect(de.error['403'].title).toBe("Oops, hier geht's nicht weiter")
    expect(de.error['404'].title).toBe('Oops, Seite nicht gefunden')
    expect(de.error.other.title).toBe('Diese Seite ist ungültig.')
    expect(de.errors.postalCodeNotFound).toBe('Postleitzahl nicht gefunden – bitte prüfe deine Eingabe.')
  })
})

describe('Swiss formats', () => {
  it('formats francs, dates and pensum', () => {
    expect(formatChf(6600)).toBe("CHF 6'600")
    expect(formatChf(106600)).toBe("CHF 106'600")
    expect(formatDate('2026-11-22T10:00:00Z', 'fr')).toBe('22.11.2026')
    expect(formatPensum(80, 100)).toBe('80–100 %')
    expect(formatPensum(100, 100)).toBe('100 %')
  })
})
