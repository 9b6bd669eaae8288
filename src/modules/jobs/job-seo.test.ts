import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jobSnippetText, titleWithoutWorkload } from './job-seo'

describe('titleWithoutWorkload', () => {
  it.each([
    ['Assistenzarzt/-ärztin Kardiologie 80–100 %', 'Assistenzarzt/-ärztin Kardiologie'],
    ['Oberarzt Chirurgie (80-100%)', 'Oberarzt Chirurgie'],
    ['Médecin assistant·e en cardiologie 100 %', 'Médecin assistant·e en cardiologie'],
    ['Médecin-chef, taux d’activité 80 à 100 %', 'Médecin-chef'],
    ['Medico assistente – 60 a 80%', 'Medico assistente'],
    ['Leitender Arzt Pensum: 50 bis 80 % – Innere Medizin', 'Leitender Arzt – Innere Medizin'],
    ['Assistenzärztin [100%] Pädiatrie', 'Assistenzärztin Pädiatrie'],
    ['Arzt 80% / 100% Notfall', 'Arzt Notfall'],
  ])('%s -> %s', (title, expected) => {
    expect(titleWithoutWorkload(title)).toBe(expected)
  })

  it('keeps titles without a workload, numbers without a percent sign, and a title that is only a workload', () => {
    expect(titleWithoutWorkload('Facharzt Innere Medizin')).toBe('Facharzt Innere Medizin')
    expect(titleWithoutWorkload('Arzt für 24-Stunden-Notfall, 2 Stellen')).toBe('Arzt für 24-Stunden-Notfall, 2 Stellen')
    expect(titleWithoutWorkload('100 %')).toBe('100 %')
  })

  const workload = fc
    .tuple(
      fc.integer({ min: 10, max: 100 }),
      fc.option(fc.integer({ min: 10, max: 100 }), { nil: null }),
      fc.constantFrom('-', '–', ' - ', ' bis ', ' à ', ' a '),
      fc.constantFrom('%', ' %'),
    )
    .map(([min, max, dash, percent]) => (max === null ? `${min}${percent}` : `${min}${dash}${max}${percent}`))
  const words = fc
    .array(fc.constantFrom('Assistenzarzt', 'Médecin', 'Kardiologie', 'Innere', 'Medizin', 'Notfall', 'chef·fe', 'Oberärztin', '–'), { minLength: 1, maxLength: 5 })
    .filter((ws) => ws.some((w) => w !== '–'))

  it('takes out any workload and keeps the words around it (property)', () => {
    fc.assert(
      fc.property(words, workload, fc.constantFrom('', '(', '['), (ws, load, open) => {
        const close = open === '(' ? ')' : open === '[' ? ']' : ''
        const title = `${ws.join(' ')} ${open}${load}${close}`
        const cleaned = titleWithoutWorkload(title)
        expect(cleaned).not.toMatch(/\d\s*%/)
        for (const w of ws) if (w !== '–') expect(cleaned).toContain(w)
        expect(titleWithoutWorkload(cleaned)).toBe(cleaned)
      }),
    )
  })

  it('never grows a title and never answers empty (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''),
        (title) => {
          const cleaned = titleWithoutWorkload(title)
          expect(cleaned.length).toBeLessThanOrEqual(title.length)
          expect(cleaned.trim()).not.toBe('')
        },
      ),
    )
  })
})

describe('jobSnippetText', () => {
  it('reads the teaser as plain text, without the ad markup', () => {
    const sections = [
      { key: 'task' as const, text: 'Aufgaben' },
      { key: 'teaser' as const, text: 'Wir suchen **Sie** für *unser* Team:\n\n- Visiten\n- Dienste' },
    ]
    expect(jobSnippetText(sections)).toBe('Wir suchen Sie für unser Team: Visiten Dienste')
  })

  it('falls back to the tasks, and to nothing without text sections', () => {
    expect(jobSnippetText([{ key: 'task', text: '1. Stationsarbeit\n2. Notfall' }])).toBe('Stationsarbeit Notfall')
    expect(jobSnippetText([{ key: 'teaser', text: '  ' }])).toBe('')
    expect(jobSnippetText([])).toBe('')
  })
})
