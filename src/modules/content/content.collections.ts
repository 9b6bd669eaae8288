import type { CollectionConfig, GlobalConfig } from 'payload'
import { adminOnly, anyone } from '../access/access'
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

export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: adminOnly },
  fields: [
    { name: 'site_name', type: 'text', defaultValue: 'Helvemed' },
    { name: 'claim', type: 'text', localized: true },
    { name: 'footer_text', type: 'textarea', localized: true },
    { name: 'analytics_id', type: 'text' },
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
