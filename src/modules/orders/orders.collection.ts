import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access/access'
import { catalogueText } from '@/lib/admin-labels'
import { campaignDateOnCreate, campaignStateOnCreate } from './social-campaign'

// One purchase of a job-ad package: a new ad (checkout of the wizard) or an extension. Amounts are
// whole Rappen as the server computed them (pricing.ts); the products and codes they came from may
// change later, so the order keeps what was bought at which price. Written by checkout only.

export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    group: 'Orders',
    defaultColumns: ['id', 'job', 'product_key', 'social_campaign_status', 'social_budget', 'social_campaign_from', 'social_campaign_until', 'institution', 'payable', 'createdAt'],
    components: {
      beforeList: [
        {
          path: '/ui/admin/social-campaign-links#SocialCampaignLinks',
          clientProps: {
            texts: {
              nav: catalogueText(['admin', 'ui', 'socialCampaigns']),
              todo: catalogueText(['admin', 'ui', 'socialCampaignsTodo']),
              running: catalogueText(['admin', 'ui', 'socialCampaignsRunning']),
              done: catalogueText(['admin', 'ui', 'socialCampaignsDone']),
            },
          },
        },
      ],
    },
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'kind', type: 'select', options: ['create', 'extend'], required: true },
    { name: 'institution', type: 'relationship', relationTo: 'institutions', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    { name: 'job', type: 'relationship', relationTo: 'jobs', index: true },
    { name: 'product', type: 'relationship', relationTo: 'products' },
    { name: 'product_key', type: 'text', required: true },
    { name: 'product_title', type: 'text', required: true },
    { name: 'variant_id', type: 'number', required: true },
    { name: 'duration', type: 'number', required: true },
    { name: 'social_budget', type: 'number', defaultValue: 0 },
    // The social campaign of a premium-social order (ADR 0040): the team's to-do in /admin
    // ("Social-Kampagnen": orders whose state is set), the employer sees the state in the cockpit.
    {
      type: 'row',
      fields: [
        {
          name: 'social_campaign_status',
          label: 'Social-Kampagne',
          type: 'select',
          index: true,
          options: [
            { value: 'todo', label: 'Zu erledigen' },
            { value: 'running', label: 'Läuft' },
            { value: 'done', label: 'Erledigt' },
          ],
          admin: { description: 'Nur bei Premium Social: zu erledigen, läuft, erledigt. Der Arbeitgeber sieht den Stand im Cockpit.' },
          hooks: { beforeChange: [campaignStateOnCreate] },
        },
        { name: 'social_campaign_from', label: 'Kampagne von', type: 'date', hooks: { beforeChange: [campaignDateOnCreate('from')] } },
        { name: 'social_campaign_until', label: 'Kampagne bis', type: 'date', hooks: { beforeChange: [campaignDateOnCreate('until')] } },
      ],
    },
    { name: 'social_campaign_note', label: 'Notiz zur Kampagne (intern)', type: 'textarea' },
    { name: 'discount_code', type: 'relationship', relationTo: 'discount-codes' },
    { name: 'discount_text', type: 'text', admin: { description: 'The code as entered.' } },
    {
      name: 'intent',
      type: 'text',
      unique: true,
      admin: { readOnly: true, description: 'The key of the form that ordered: a second submit of the same form finds this order instead of making another.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'subtotal', type: 'number', required: true, admin: { description: 'Rappen excl. VAT' } },
        { name: 'discount', type: 'number', required: true, defaultValue: 0, admin: { description: 'Rappen' } },
        { name: 'net', type: 'number', required: true, admin: { description: 'Rappen excl. VAT' } },
        { name: 'vat', type: 'number', required: true, admin: { description: 'Rappen, 8.1 %' } },
        { name: 'total', type: 'number', required: true, admin: { description: 'Rappen incl. VAT' } },
        { name: 'payable', type: 'number', required: true, admin: { description: 'Rappen, rounded to 5 Rappen' } },
      ],
    },
  ],
}
