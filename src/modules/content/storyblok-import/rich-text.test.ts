import { describe, expect, it } from 'vitest'
import { lexicalFromStoryblok, type RichTextContext } from './rich-text'
import { translatedContent } from './source'

// Storyblok rich text -> Lexical (ADR 0069): the pieces the integration test does not single out.

function context(): RichTextContext & { notes: string[] } {
  const notes: string[] = []
  return { notes, storyLink: (uuid) => (uuid === 'known' ? 7 : null), asset: (url) => (url.endsWith('a.png') ? 3 : null), unmapped: (what) => notes.push(what) }
}

const doc = (...content: unknown[]) => ({ type: 'doc', content })
const p = (...content: unknown[]) => ({ type: 'paragraph', content })
const t = (text: string, ...marks: string[]) => ({ type: 'text', text, marks: marks.map((type) => ({ type })) })

describe('Storyblok rich text to Lexical', () => {
  it('turns every supported mark into its format bit and reports the others, keeping the text', () => {
    const ctx = context()
    const out = lexicalFromStoryblok(doc(p(t('a', 'bold', 'underline'), t('b', 'strike', 'code'), t('c', 'subscript'), t('d', 'superscript'), t('e', 'textStyle'))), ctx)
    const texts = (out?.root.children[0]?.children as { text: string; format: number }[]).map((n) => [n.text, n.format])
    expect(texts).toEqual([
      ['a', 9],
      ['b', 20],
      ['c', 32],
      ['d', 64],
      ['e', 0],
    ])
    expect(ctx.notes).toEqual(['rich-text mark textStyle'])
  })

  it('moves an image out of its paragraph, keeps a known story link and drops an unknown one to its text', () => {
    const ctx = context()
    const link = (uuid: string) => ({ type: 'link', attrs: { linktype: 'story', uuid } })
    const out = lexicalFromStoryblok(
      doc(
        p(
          { type: 'text', text: 'hier', marks: [link('known')] },
          { type: 'image', attrs: { src: 'https://a.storyblok.com/f/1/a.png', alt: 'Bild' } },
          { type: 'text', text: 'dort', marks: [link('gone')] },
        ),
      ),
      ctx,
    )
    expect(out?.root.children.map((n) => n.type)).toEqual(['paragraph', 'upload'])
    expect(out?.root.children[1]).toMatchObject({ relationTo: 'media', value: 3, fields: { alt: 'Bild' } })
    const inline = out?.root.children[0]?.children as { type: string; fields?: unknown; text?: string }[]
    expect(inline[0]).toMatchObject({ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'links', value: 7 } } })
    expect(inline[1]).toMatchObject({ type: 'text', text: 'dort' })
    expect(ctx.notes).toEqual(['link to a story that is not in the space (gone)'])
  })

  it('keeps a nested list inside its item, numbers an ordered list from its start and reports an image it could not import', () => {
    const ctx = context()
    const item = (...content: unknown[]) => ({ type: 'list_item', content })
    const out = lexicalFromStoryblok(
      doc(
        { type: 'ordered_list', attrs: { order: 3 }, content: [item(p(t('eins')), { type: 'bullet_list', content: [item(p(t('a')))] })] },
        { type: 'image', attrs: { src: 'https://x/b.png' } },
      ),
      ctx,
    )
    expect(out?.root.children).toHaveLength(1)
    const list = out?.root.children[0] as unknown as { listType: string; start: number; children: { value: number; children: { type: string }[] }[] }
    expect([list.listType, list.start, list.children[0]?.value]).toEqual(['number', 3, 3])
    expect(list.children[0]?.children.map((n) => n.type)).toEqual(['text', 'list'])
    expect(ctx.notes).toEqual(['image that was not imported (https://x/b.png)'])
  })

  it('answers null for what is not rich text or is empty', () => {
    expect(lexicalFromStoryblok('Text', context())).toBeNull()
    expect(lexicalFromStoryblok(doc(), context())).toBeNull()
  })
})

describe('field-level translation of raw content', () => {
  it('puts each language’s value under the field’s name, empty ones falling back, in nested components too', () => {
    const raw = {
      title: 'Hallo',
      title__i18n__fr: 'Salut',
      lead: 'Kurz',
      lead__i18n__fr: '',
      body: [{ component: 'x', label: 'Los', label__i18n__fr: 'Allez', label__i18n__it: 'Via' }],
    }
    expect(translatedContent(raw, 'fr')).toEqual({ title: 'Salut', lead: 'Kurz', body: [{ component: 'x', label: 'Allez' }] })
    expect(translatedContent(raw, null)).toEqual({ title: 'Hallo', lead: 'Kurz', body: [{ component: 'x', label: 'Los' }] })
  })
})
