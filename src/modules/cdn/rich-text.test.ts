import { describe, expect, it } from 'vitest'
import { storyblokRichText, type RichTextContext } from './rich-text'

const ctx: RichTextContext = {
  link: (target) =>
    target.kind === 'external'
      ? { href: target.url, uuid: null, anchor: null, target: '_blank', linktype: 'url' }
      : target.kind === 'email'
        ? { href: target.email, uuid: null, anchor: null, target: null, linktype: 'email' }
        : null,
  file: (value) =>
    value === 3
      ? { id: 3, url: 'https://x.ch/media/a.png', alt: 'Bild', filename: 'a.png', isImage: true }
      : value === 4
        ? { id: 4, url: 'https://x.ch/media/b.pdf', alt: null, filename: 'b.pdf', isImage: false }
        : null,
}
const t = (text: string, format = 0, extra: Record<string, unknown> = {}) => ({ type: 'text', text, format, ...extra })

describe('Lexical rich text as Storyblok rich text', () => {
  it('maps marks from the format bits and the highlight state', () => {
    const doc = storyblokRichText(
      { root: { children: [{ type: 'paragraph', children: [t('a', 1 | 2 | 4 | 8), t('b', 16 | 32 | 64 | 128), t('c', 0, { $: { mark: 'highlight' } })] }] } },
      ctx,
    )
    const [a, b, c] = doc.content![0]!.content!
    expect(a!.marks!.map((m) => m.type)).toEqual(['bold', 'italic', 'strike', 'underline'])
    expect(b!.marks!.map((m) => m.type)).toEqual(['code', 'subscript', 'superscript', 'highlight'])
    expect(c!.marks).toEqual([{ type: 'highlight' }])
  })

  it('maps blocks: headings, ordered lists with their items in paragraphs, code, images, files, rules, breaks, links', () => {
    const doc = storyblokRichText(
      {
        root: {
          children: [
            { type: 'heading', tag: 'h3', children: [t('Titel')] },
            { type: 'list', listType: 'number', start: 3, children: [{ type: 'listitem', children: [t('drei')] }] },
            { type: 'block', fields: { blockType: 'code', code: 'x = 1', language: 'ts' } },
            { type: 'upload', value: 3 },
            { type: 'upload', value: 4 },
            { type: 'horizontalrule' },
            {
              type: 'paragraph',
              children: [t('a'), { type: 'linebreak' }, { type: 'link', fields: { linkType: 'custom', url: 'mailto:info@helvemed.ch' }, children: [t('Mail')] }],
            },
          ],
        },
      },
      ctx,
    )
    expect(doc.content!.map((n) => n.type)).toEqual(['heading', 'ordered_list', 'code_block', 'image', 'paragraph', 'horizontal_rule', 'paragraph'])
    expect(doc.content![0]!.attrs).toEqual({ level: 3 })
    expect(doc.content![1]).toEqual({
      type: 'ordered_list',
      attrs: { order: 3 },
      content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'drei' }] }] }],
    })
    expect(doc.content![2]).toEqual({ type: 'code_block', attrs: { class: 'language-ts' }, content: [{ type: 'text', text: 'x = 1' }] })
    expect(doc.content![3]!.attrs).toMatchObject({ src: 'https://x.ch/media/a.png', alt: 'Bild', id: 3 })
    expect(doc.content![4]!.content![0]!.marks![0]!.attrs).toMatchObject({ href: 'https://x.ch/media/b.pdf', linktype: 'asset' })
    const last = doc.content![6]!.content!
    expect(last.map((n) => n.type)).toEqual(['text', 'hard_break', 'text'])
    expect(last[2]!.marks![0]).toEqual({ type: 'link', attrs: { href: 'info@helvemed.ch', uuid: null, anchor: null, target: null, linktype: 'email' } })
  })

  it('answers an empty document for nothing', () => {
    expect(storyblokRichText(null, ctx)).toEqual({ type: 'doc', content: [] })
  })
})
