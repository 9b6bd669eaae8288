import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { adminOnly } from '../access/access'

// Discount codes the team hands out: a percentage or a fixed CHF amount, valid
// in a window, optionally limited in uses and to some products. `uses` is counted by checkout in
// the same transaction as the order (orders/checkout.server.ts), never by hand.

const normaliseCode: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.code === 'string') data.code = data.code.trim().toUpperCase()
  return data
}

export const DiscountCodes: CollectionConfig = {
  slug: 'discount-codes',
  admin: { useAsTitle: 'code', group: 'Orders', defaultColumns: ['code', 'kind', 'percent', 'amount', 'valid_until', 'uses', 'max_uses', 'active'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: { beforeValidate: [normaliseCode] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { description: 'Letters and digits; stored in capitals.' } },
    { name: 'kind', type: 'select', options: ['percent', 'fixed'], required: true, defaultValue: 'percent' },
    { name: 'percent', type: 'number', min: 1, max: 100, admin: { condition: (_, s) => s?.kind === 'percent', description: 'Percent off the package price.' } },
    { name: 'amount', type: 'number', min: 1, admin: { condition: (_, s) => s?.kind === 'fixed', description: 'CHF off the package price (excl. VAT).' } },
    { name: 'valid_from', type: 'date' },
    { name: 'valid_until', type: 'date', admin: { description: 'The code works until the end of this day (Swiss time).' } },
    { name: 'max_uses', type: 'number', min: 1, admin: { description: 'Empty: unlimited.' } },
    { name: 'uses', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true, description: 'Counted at each checkout that used the code.' } },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, admin: { description: 'Empty: every package.' } },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
