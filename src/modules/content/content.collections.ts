import type { CollectionConfig, GlobalConfig, TextFieldSingleValidation } from 'payload'
import { adminOnly, anyone } from '../access/access'
import { adminMessage } from '../../lib/admin-labels'
import { ANALYTICS_PROVIDERS, analyticsFieldProblem, type AnalyticsSettings } from '../consent/analytics'
import { validateRichTextLinks } from './links/link-validation'

// Content collections in their first form; the e-journal issue extends them (blocks, drafts, delivery API).
const publicRead = { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly }

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: publicRead,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true },
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: publicRead,
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, localized: true, index: true },
  ],
}

export const ArticleCategories: CollectionConfig = {
  slug: 'article-categories',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: publicRead,
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, localized: true, index: true },
  ],
}

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'published_at'] },
  access: publicRead,
  defaultSort: '-published_at',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, localized: true, index: true },
    { name: 'teaser', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true, validate: validateRichTextLinks },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'category', type: 'relationship', relationTo: 'article-categories' },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true },
    { name: 'author', type: 'relationship', relationTo: 'authors' },
    { name: 'institutions', type: 'relationship', relationTo: 'institutions', hasMany: true },
    { name: 'published_at', type: 'date', index: true },
  ],
}

export const Links: CollectionConfig = {
  slug: 'links',
  admin: { useAsTitle: 'identifier', group: 'Content' },
  access: publicRead,
  fields: [
    { name: 'identifier', type: 'text', required: true, unique: true },
    { name: 'path', type: 'text', required: true, localized: true },
    { name: 'is_folder', type: 'checkbox', defaultValue: false },
  ],
}

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', group: 'Content', defaultColumns: ['from', 'to', 'status_code', 'active'] },
  access: publicRead,
  fields: [
    { name: 'from', type: 'text', required: true, unique: true, admin: { description: 'Path without host, e.g. /de/arbeitgeber' } },
    { name: 'to', type: 'text', required: true },
    { name: 'status_code', type: 'select', options: ['301', '302', '307', '308'], defaultValue: '301', required: true },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}

/** A provider's URL or id that does not fit it is refused with a message in the team's language. */
const analyticsField =
  (field: 'analytics_url' | 'analytics_id'): TextFieldSingleValidation =>
  (_value, options) => {
    const problem = analyticsFieldProblem(field, (options.siblingData ?? {}) as AnalyticsSettings)
    return problem ? adminMessage(options.req, problem) : true
  }

export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: adminOnly },
  fields: [
    { name: 'site_name', type: 'text', defaultValue: 'Helvemed' },
    { name: 'claim', type: 'text', localized: true },
    { name: 'footer_text', type: 'textarea', localized: true },
    // The team's analytics, loaded after a visitor's consent to statistics (ADR 0066).
    { name: 'analytics_provider', type: 'select', options: [...ANALYTICS_PROVIDERS], defaultValue: 'none', required: true },
    {
      name: 'analytics_url',
      type: 'text',
      validate: analyticsField('analytics_url'),
      admin: { condition: (data) => data?.analytics_provider === 'matomo' || data?.analytics_provider === 'plausible' },
    },
    {
      name: 'analytics_id',
      type: 'text',
      validate: analyticsField('analytics_id'),
      admin: { condition: (data) => Boolean(data?.analytics_provider) && data?.analytics_provider !== 'none' },
    },
    {
      name: 'social',
      type: 'array',
      fields: [
        { name: 'network', type: 'select', options: ['linkedin', 'instagram', 'facebook', 'x'], required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
