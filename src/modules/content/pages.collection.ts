import type { Access, CollectionConfig, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { adminOnly, isAdminUser } from '../access/access'
import { adminMessage, adminWord } from '../../lib/admin-labels'
import { isLocale } from '@/i18n/locales'
import { LEGAL_PAGE_KEYS, LEGAL_PAGE_PATHS, isLegalPageKey } from './legal-pages'
import { PAGE_PATH_MAX, pagePathProblem } from './page-path'
import { validateRichTextLinks } from './links/link-validation'
import { PAGE_BLOCKS } from './page-blocks'
import { PAGE_SECTIONS } from './page-sections'
import { previewUrl } from './preview'

// Content pages served by the catch-all route /{lang}/{path…}: legal pages first (ADR 0023).
// Localized title, path, description, rich text and the `layout` blocks (page-blocks.ts, ADR 0061);
// drafts with versions and scheduled publishing, so only published pages are public. The page
// renderer (ui/content/page-content.tsx) is the one place that dispatches the blocks.

/** The public sees published pages only; the team sees drafts too (in /admin). */
const publishedOrTeam: Access = ({ req }) => isAdminUser(req.user) || { _status: { equals: 'published' } }

const validatePath: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true || !value) return base
  const problem = pagePathProblem(value)
  if (problem === 'format') return adminMessage(options.req, 'pagePathFormat')
  if (problem === 'reserved') return adminMessage(options.req, 'pagePathReserved')
  const key = (options.siblingData as { legal_key?: unknown } | undefined)?.legal_key
  const locale = options.req.locale
  if (isLegalPageKey(key) && isLocale(locale) && value !== LEGAL_PAGE_PATHS[key][locale]) {
    return adminMessage(options.req, 'pagePathLegal', { page: adminWord(options.req, 'options', 'legal_key', key) ?? key, path: LEGAL_PAGE_PATHS[key][locale] })
  }
  return true
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'path', 'legal_key', '_status', 'updatedAt'],
    // The latest draft through the team's preview (ADR 0061, "Live preview of drafts"): /api/preview
    // turns on draft mode for a team session; the frame renders again on every save and autosave.
    // Breakpoint labels are sizes: Payload takes plain strings here, the same in every language.
    livePreview: {
      url: ({ data, locale }) => (typeof data?.path === 'string' && data.path ? previewUrl(locale?.code ?? 'de', data.path) : null),
      breakpoints: [
        { name: 'phone', label: '390 × 844', width: 390, height: 844 },
        { name: 'desktop', label: '1440 × 900', width: 1440, height: 900 },
      ],
    },
    preview: (doc, { locale }) => (typeof doc?.path === 'string' && doc.path ? previewUrl(locale, doc.path) : null),
  },
  access: { read: publishedOrTeam, create: adminOnly, update: adminOnly, delete: adminOnly },
  // Autosave keeps the live preview live: Payload updates the one autosave version in place while
  // the team types (every 2 s at most), so maxPerDoc still bounds the versions kept.
  versions: { drafts: { schedulePublish: true, autosave: { interval: 2000 } }, maxPerDoc: 50 },
  defaultSort: 'path',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      localized: true,
      unique: true,
      maxLength: PAGE_PATH_MAX,
      validate: validatePath,
      admin: { description: 'Address after the language, e.g. "datenschutz" for /de/datenschutz (one per language).' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'Search engine description (about 150 characters).' },
    },
    { name: 'body', type: 'richText', localized: true, validate: validateRichTextLinks },
    { name: 'layout', type: 'blocks', localized: true, blocks: PAGE_BLOCKS },
    {
      name: 'section',
      type: 'select',
      defaultValue: 'primary',
      options: PAGE_SECTIONS.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar', description: 'The colour of the page: jobs, employers, e-journal or the site colour.' },
    },
    {
      name: 'legal_key',
      type: 'select',
      unique: true,
      options: LEGAL_PAGE_KEYS.map((key) => ({ label: key, value: key })),
      admin: { position: 'sidebar', description: 'Marks a legal page the site links to; its paths are fixed (modules/content/legal-pages.ts).' },
    },
  ],
}
