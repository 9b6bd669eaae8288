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
    // The page at its public address (published content; a draft shows once published).
    livePreview: { url: ({ data, locale }) => (typeof data?.path === 'string' ? `/${locale?.code ?? 'de'}/${data.path}` : null) },
    preview: (doc, { locale }) => (typeof doc?.path === 'string' ? `/${locale}/${doc.path}` : null),
  },
  access: { read: publishedOrTeam, create: adminOnly, update: adminOnly, delete: adminOnly },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
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
