import type { CollectionConfig } from 'payload'
import { catalogueText } from '@/lib/admin-labels'
import { adminOnly } from '../access/access'
import { CRAWL_PROBLEMS, CRAWL_STATUSES, SOURCE_KINDS, SOURCE_LANGUAGES } from './source-kinds'

// Where the crawler reads an institution's ads (ADR 0070): the team sets the sources in /admin;
// the crawl task writes the last crawl's columns (read-only here). Institution managers see their
// sources read-only in the cockpit through crawler/sources.server.ts, never through this collection.
const written = { readOnly: true }
const CRAWL_NOW_TEXTS = ['crawlNow', 'crawlNowQueued', 'crawlNowRunning', 'crawlNowAlready', 'crawlNowDone', 'crawlNowFailed', 'crawlNowNever'] as const

export const CrawlSources: CollectionConfig = {
  slug: 'crawl-sources',
  admin: {
    useAsTitle: 'url',
    defaultColumns: ['url', 'institution', 'kind', 'active', 'last_crawl_at', 'last_status', 'last_found', 'last_new', 'last_changed', 'last_offline', 'last_errors'],
    group: 'Jobs',
    description: 'Career pages, feeds and sitemaps the crawler reads every hour. Each ad found becomes a free listing of the institution.',
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  defaultSort: 'url',
  // The team's "crawl now" (ADR 0078): queue this source's crawl, and read its state and last crawl.
  endpoints: [
    { path: '/:id/crawl-now', method: 'post', handler: async (req) => (await import('./crawl-now.server')).crawlNowHandler(req) },
    { path: '/:id/crawl-now', method: 'get', handler: async (req) => (await import('./crawl-now.server')).crawlStateHandler(req) },
  ],
  fields: [
    {
      name: 'crawl_now',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: {
            path: '/ui/admin/crawl-now-button#CrawlNowButton',
            clientProps: {
              texts: Object.fromEntries(CRAWL_NOW_TEXTS.map((key) => [key, catalogueText(['admin', 'ui', key])])),
              statuses: Object.fromEntries(CRAWL_STATUSES.map((status) => [status, catalogueText(['admin', 'optionsOf', 'crawl-sources', 'last_status', status])])),
            },
          },
        },
      },
    },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true },
    { name: 'kind', type: 'select', options: [...SOURCE_KINDS], required: true, defaultValue: 'jsonld' },
    { name: 'url', type: 'text', required: true },
    { name: 'language', type: 'select', options: [...SOURCE_LANGUAGES], required: true, defaultValue: 'auto' },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
    { name: 'rate_seconds', type: 'number', min: 1, max: 60, required: true, defaultValue: 2 },
    { name: 'last_crawl_at', type: 'date', admin: written },
    { name: 'last_status', type: 'select', options: [...CRAWL_STATUSES], admin: written },
    { name: 'last_found', type: 'number', admin: written },
    { name: 'last_new', type: 'number', admin: written },
    { name: 'last_changed', type: 'number', admin: written },
    { name: 'last_offline', type: 'number', admin: written },
    { name: 'last_errors', type: 'number', admin: written },
    { name: 'last_problem', type: 'select', options: [...CRAWL_PROBLEMS], admin: written },
    { name: 'consecutive_failures', type: 'number', defaultValue: 0, admin: written },
  ],
}
