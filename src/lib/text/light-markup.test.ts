import { describe, expect, it } from 'vitest'
import { inlineRuns, plainTextOf, textBlocks } from './light-markup'

describe('text blocks', () => {
  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(textBlocks('Visiten\nNotfall\n\n\nDienste')).toEqual([
      { kind: 'paragraph', text: 'Visiten\nNotfall' },
      { kind: 'paragraph', text: 'Dienste' },
    ])
  })

  it('turns runs of bullet lines into one list', () => {
    expect(textBlocks('Wir bieten:\n• Lohn\n- Weiterbildung\n* Kita')).toEqual([
      { kind: 'paragraph', text: 'Wir bieten:' },
      { kind: 'list', ordered: false, items: ['Lohn', 'Weiterbildung', 'Kita'] },
    ])
  })

  it('reads numbered lists only in formatted text', () => {
    expect(textBlocks('1. Visite\n2) Rapport\n- frei', { formatted: true })).toEqual([
      { kind: 'list', ordered: true, items: ['Visite', 'Rapport'] },
      { kind: 'list', ordered: false, items: ['frei'] },
    ])
    expect(textBlocks('1. Stock')).toEqual([{ kind: 'paragraph', text: '1. Stock' }])
  })
})

describe('inline runs', () => {
  it('reads bold, italic and both', () => {
    expect(inlineRuns('Ein **grosses** und *kleines* ***Team***', { formatted: true })).toEqual([
      { text: 'Ein ' },
      { text: 'grosses', bold: true },
      { text: ' und ' },
      { text: 'kleines', italic: true },
      { text: ' ' },
      { text: 'Team', bold: true, italic: true },
    ])
  })

  it('keeps escaped and lone marks as text', () => {
    expect(inlineRuns('5\\*3 = 15, a * b, Dr\\_med, 1\\. Stock', { formatted: true })).toEqual([{ text: '5*3 = 15, a * b, Dr_med, 1. Stock' }])
    expect(inlineRuns('** x**', { formatted: true })).toEqual([{ text: '** x**' }])
    expect(inlineRuns('Assistenzärzt*innen und Oberärzt*innen', { formatted: true })).toEqual([{ text: 'Assistenzärzt*innen und Oberärzt*innen' }])
    expect(inlineRuns('(**fett**), *ja*.', { formatted: true }).map((r) => r.text)).toEqual(['(', 'fett', '), ', 'ja', '.'])
  })

  it('leaves unformatted text alone', () => {
    expect(inlineRuns('**nicht fett** 5\\*3')).toEqual([{ text: '**nicht fett** 5\\*3' }])
  })

  it('gives the text without marks', () => {
    expect(plainTextOf('Wir **bieten**:\n- Lohn\n- *Kita*', { formatted: true })).toBe('Wir bieten:\n\nLohn\nKita')
  })
})
