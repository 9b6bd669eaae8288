import {
  BlocksFeature,
  CodeBlock,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  LinkFeature,
  TextStateFeature,
  lexicalEditor,
  type LexicalEditorProps,
} from '@payloadcms/richtext-lexical'
import { HIGHLIGHT_STATE } from './content-editor-marks'

// The rich-text editor of content (pages, articles, the rich-text block): the default features
// (headings, lists, quote, marks, inline code, upload with alt text) plus tables with header rows,
// code blocks, a highlight mark and links of every kind (ADR 0061). Emoji are typed as text.
// The renderer is ui/content/rich-text.tsx; links are checked on save (links/link-validation.ts).

const features: LexicalEditorProps['features'] = ({ defaultFeatures }) => [
  ...defaultFeatures.filter((feature) => feature.key !== 'link' && feature.key !== 'relationship' && feature.key !== 'checklist'),
  // A document link is a story (the link table) or an asset (a media file); a typed address is
  // http(s), mailto: or a route name with filters ("/jobs/kardiologie/kanton-bern").
  LinkFeature({ enabledCollections: ['links', 'media'] }),
  EXPERIMENTAL_TableFeature(),
  BlocksFeature({ blocks: [CodeBlock({ slug: 'code' })] }),
  TextStateFeature({
    state: { [HIGHLIGHT_STATE.key]: { [HIGHLIGHT_STATE.value]: { label: 'Highlight', css: { 'background-color': '#fff1a8' } } } },
  }),
  FixedToolbarFeature(),
]

export const contentEditor = () => lexicalEditor({ features })
