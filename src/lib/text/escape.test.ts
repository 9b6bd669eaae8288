import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape'

const unescape = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '')

describe('escapeHtml', () => {
  it('replaces the five characters that can end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Fish & Chips</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Fish &amp; Chips&lt;/a&gt;')
  })

  it('leaves letters, accents and line breaks as they are', () => {
    expect(escapeHtml('Spital Zürich\nl’hôpital')).toBe('Spital Zürich\nl’hôpital')
  })

  it('leaves no markup character behind and loses nothing (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = escapeHtml(text)
        expect(html).not.toMatch(/[<>"']/)
        expect(html.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&')
        expect(unescape(html)).toBe(text)
      }),
    )
  })
})
