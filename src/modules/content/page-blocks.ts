import type { Block, FieldHook, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { adminMessage, catalogueText } from '../../lib/admin-labels'
import { videoOf } from '../institutions/profile-schema'
import { sanitizeEmbeddedHtml } from './html-sanitizer'
import { linkField } from './links/link-field'
import { validateRichTextLinks } from './links/link-validation'

// The blocks of a content page's `layout` (ADR 0061), rendered by ui/content/page-blocks.tsx.
// Labels, descriptions and options in de/fr/it come from the `admin` namespace (admin-labels.ts).

export const VIDEO_RATIOS = ['16:9', '9:16', '1:1'] as const
export const BUTTON_STYLES = ['primary', 'secondary', 'link'] as const
export const TEASER_SOURCES = ['articles', 'jobs'] as const
export const TEASER_MAX = 12

const validateVideoUrl: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true || !value) return base
  return videoOf(value) ? true : adminMessage(options.req, 'videoUrl')
}

const sanitizeOnSave: FieldHook = ({ value }) => (typeof value === 'string' ? sanitizeEmbeddedHtml(value) : value)

const buttons = {
  name: 'buttons',
  type: 'array',
  minRows: 1,
  maxRows: 6,
  fields: [
    { name: 'label', type: 'text', required: true, maxLength: 80 },
    linkField('link'),
    { name: 'style', type: 'select', required: true, defaultValue: 'primary', options: BUTTON_STYLES.map((value) => ({ label: value, value })) },
  ],
} as const satisfies Block['fields'][number]

/** A block's name in /admin in the team's language (admin.blocks.<slug>). */
function labelled(block: Block): Block {
  const label = catalogueText(['admin', 'blocks', block.slug])
  return label ? { ...block, labels: { singular: label, plural: label } } : block
}

const BLOCKS: Block[] = [
  { slug: 'rich-text', interfaceName: 'RichTextBlock', fields: [{ name: 'body', type: 'richText', required: true, validate: validateRichTextLinks }] },
  { slug: 'navigation-buttons', interfaceName: 'NavigationButtonsBlock', fields: [buttons] },
  { slug: 'footer-title', interfaceName: 'FooterTitleBlock', fields: [{ name: 'title', type: 'text', required: true, maxLength: 120 }] },
  { slug: 'footer-buttons', interfaceName: 'FooterButtonsBlock', fields: [buttons] },
  {
    slug: 'html',
    interfaceName: 'HtmlBlock',
    fields: [
      {
        name: 'html',
        type: 'code',
        required: true,
        admin: {
          language: 'html',
          description:
            'Kept: headings, paragraphs, lists, tables, links (http, https, mailto), images (https) and YouTube/Vimeo frames. Removed on save: scripts, styles, forms, event handlers, style attributes, other frames.',
        },
        hooks: { beforeChange: [sanitizeOnSave] },
      },
    ],
  },
  {
    slug: 'video',
    interfaceName: 'VideoBlock',
    fields: [
      {
        name: 'url',
        type: 'text',
        required: true,
        validate: validateVideoUrl,
        admin: { description: 'A YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/….' },
      },
      { name: 'title', type: 'text', required: true, maxLength: 120 },
      { name: 'ratio', type: 'select', required: true, defaultValue: '16:9', options: VIDEO_RATIOS.map((value) => ({ label: value, value })) },
    ],
  },
  {
    slug: 'image',
    interfaceName: 'ImageBlock',
    fields: [
      { name: 'image', type: 'upload', relationTo: 'media', required: true },
      { name: 'alt', type: 'text', maxLength: 200 },
      { name: 'caption', type: 'text', maxLength: 300 },
    ],
  },
  {
    slug: 'teasers',
    interfaceName: 'TeasersBlock',
    fields: [
      { name: 'title', type: 'text', maxLength: 120 },
      { name: 'source', type: 'select', required: true, defaultValue: 'articles', options: TEASER_SOURCES.map((value) => ({ label: value, value })) },
      {
        name: 'articles',
        type: 'relationship',
        relationTo: 'articles',
        hasMany: true,
        maxRows: TEASER_MAX,
        admin: { condition: (_data, sibling) => sibling?.source === 'articles', description: 'Empty: the latest articles.' },
      },
      {
        name: 'jobs',
        type: 'relationship',
        relationTo: 'jobs',
        hasMany: true,
        maxRows: TEASER_MAX,
        admin: { condition: (_data, sibling) => sibling?.source === 'jobs', description: 'Empty: the latest jobs.' },
      },
      { name: 'count', type: 'number', required: true, defaultValue: 3, min: 1, max: TEASER_MAX },
    ],
  },
]

export const PAGE_BLOCKS: Block[] = BLOCKS.map(labelled)
