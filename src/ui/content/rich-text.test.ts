import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './rich-text'
import type { RichTextDocument } from '@/modules/content/pages.server'

// Lexical JSON as the editor saves it (content-editor.ts): every node and mark the content uses,
// rendered to HTML (ADR 0061).

const base = { format: '', indent: 0, version: 1, direction: 'ltr' }
const text = (value: string, format = 0, state?: Record<string, string>) => ({
  type: 'text',
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
  ...(state ? { $: state } : {}),
})
const paragraph = (...children: unknown[]) => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children })
const doc = (...children: unknown[]) => ({ root: { ...base, type: 'root', children } }) as unknown as RichTextDocument
const html = (...children: unknown[]) => renderToStaticMarkup(createElement(RichText, { data: doc(...children), locale: 'de' }))
const cell = (value: string, headerState = 0) => ({ ...base, type: 'tablecell', headerState, colSpan: 1, rowSpan: 1, backgroundColor: null, children: [paragraph(text(value))] })
const row = (...cells: unknown[]) => ({ ...base, type: 'tablerow', children: cells })
const link = (fields: Record<string, unknown>, resolved?: unknown) => ({
  ...base,
  type: 'link',
  version: 3,
  fields,
  children: [text('Link')],
  ...(resolved !== undefined ? { resolved } : {}),
})

describe('rich text nodes', () => {
  it('headings, paragraphs, lists and quotes', () => {
    const out = html(
      { ...base, type: 'heading', tag: 'h2', children: [text('Das Wahljahr')] },
      paragraph(text('Ein Absatz.')),
      { ...base, type: 'list', listType: 'bullet', tag: 'ul', start: 1, children: [{ ...base, type: 'listitem', value: 1, checked: undefined, children: [text('Spital')] }] },
      { ...base, type: 'list', listType: 'number', tag: 'ol', start: 1, children: [{ ...base, type: 'listitem', value: 1, checked: undefined, children: [text('Erstens')] }] },
      { ...base, type: 'quote', children: [text('Ein Zitat')] },
    )
    expect(out).toContain('<h2>Das Wahljahr</h2>')
    expect(out).toContain('<p>Ein Absatz.</p>')
    expect(out).toMatch(/<ul[^>]*><li[^>]*>Spital<\/li><\/ul>/)
    expect(out).toMatch(/<ol[^>]*><li[^>]*>Erstens<\/li><\/ol>/)
    expect(out).toContain('<blockquote>Ein Zitat</blockquote>')
  })

  it('code blocks and inline code, emoji as text', () => {
    const out = html(
      { ...base, type: 'block', version: 2, fields: { id: 'c1', blockName: '', blockType: 'code', language: 'ts', code: 'const a = 1 < 2' } },
      paragraph(text('npm start', 16), text(' 🩺')),
    )
    expect(out).toContain('<pre class="prose__code"><code class="language-ts">const a = 1 &lt; 2</code></pre>')
    expect(out).toContain('<code>npm start</code> 🩺')
  })

  it('images with their alt text (the node’s own before the file’s), other files as links', () => {
    const image = { id: 3, filename: 'wahljahr.webp', mimeType: 'image/webp', alt: 'Alt der Datei', width: 800, height: 400, url: '/api/cms/media/file/wahljahr.webp' }
    const out = html(
      { type: 'upload', version: 3, format: '', id: 'u1', relationTo: 'media', value: image, fields: { alt: 'Studierende im Spital' } },
      { type: 'upload', version: 3, format: '', id: 'u2', relationTo: 'media', value: image, fields: null },
      { type: 'upload', version: 3, format: '', id: 'u3', relationTo: 'media', value: { id: 4, filename: 'plan.pdf', mimeType: 'application/pdf' } },
    )
    expect(out).toContain('<img class="prose__image" src="/media/wahljahr.webp" alt="Studierende im Spital" width="800" height="400" loading="lazy" decoding="async"/>')
    expect(out).toContain('alt="Alt der Datei"')
    expect(out).toContain('<a href="/media/plan.pdf">plan.pdf</a>')
  })

  it('tables: header rows in <thead> with column headers, header cells of a row as row headers', () => {
    const out = html({ ...base, type: 'table', children: [row(cell('Spital', 1), cell('Plätze', 1)), row(cell('Inselspital', 2), cell('12'))] })
    expect(out).toContain('<thead><tr><th scope="col">')
    expect(out).toContain('<tbody><tr><th scope="row"><p>Inselspital</p></th><td><p>12</p></td></tr></tbody>')
    expect(out).not.toContain('style=')
  })
})

describe('rich text marks', () => {
  it('every mark as its element, combined marks nested', () => {
    const out = html(
      paragraph(text('b', 1), text('i', 2), text('s', 4), text('u', 8), text('sub', 32), text('sup', 64), text('hl', 128), text('hs', 0, { mark: 'highlight' }), text('bi', 3)),
    )
    for (const part of [
      '<strong>b</strong>',
      '<em>i</em>',
      '<s>s</s>',
      '<u>u</u>',
      '<sub>sub</sub>',
      '<sup>sup</sup>',
      '<mark>hl</mark>',
      '<mark>hs</mark>',
      '<strong><em>bi</em></strong>',
    ])
      expect(out).toContain(part)
    expect(out).not.toContain('style=')
  })
})

describe('rich text links', () => {
  it('as the page loader resolved them; one that leads nowhere is its text', () => {
    const out = html(
      paragraph(
        link({ linkType: 'internal', doc: { relationTo: 'links', value: 4 } }, { href: '/de/angebot' }),
        link({ linkType: 'custom', url: 'https://siwf.ch' }, { href: 'https://siwf.ch', target: '_blank', rel: 'noopener' }),
        link({ linkType: 'internal', doc: { relationTo: 'links', value: 5 } }, null),
      ),
    )
    expect(out).toContain('<a href="/de/angebot">Link</a>')
    expect(out).toContain('<a href="https://siwf.ch" target="_blank" rel="noopener">Link</a>')
    expect(out.match(/<a /g)).toHaveLength(2)
  })

  it('without the loader: external, e-mail and route links still resolve; stories do not', () => {
    const out = html(
      paragraph(
        link({ linkType: 'custom', url: 'mailto:team@helvemed.ch' }),
        link({ linkType: 'custom', url: '/institutions' }),
        link({ linkType: 'custom', url: 'https://fmh.ch' }),
        link({ linkType: 'custom', url: 'javascript:alert(1)' }),
        link({ linkType: 'internal', doc: { relationTo: 'links', value: 4 } }),
      ),
    )
    expect(out).toContain('<a href="mailto:team@helvemed.ch">Link</a>')
    expect(out).toContain('<a href="/de/institutions">Link</a>')
    expect(out).toContain('<a href="https://fmh.ch" target="_blank" rel="noopener">Link</a>')
    expect(out).not.toContain('javascript:')
    expect(out.match(/<a /g)).toHaveLength(3)
  })
})
