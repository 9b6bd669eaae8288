import type { CollectionConfig, Field } from 'payload'
import { adminOnly, anyone } from '../access/access'

// Every essential list shares one shape: a stable key, a localized label and a localized URL slug.
const essentialFields: Field[] = [
  { name: 'key', type: 'text', required: true, unique: true, index: true },
  { name: 'value', type: 'text', required: true, localized: true },
  { name: 'slug', type: 'text', required: true, localized: true, index: true },
  { name: 'position', type: 'number', defaultValue: 0, index: true },
]

function essential(slug: string, labels: { singular: string; plural: string }): CollectionConfig {
  return {
    slug,
    labels,
    // The stable key stays in the edit view; the list shows what the team reads (ADR 0053).
    admin: { useAsTitle: 'value', defaultColumns: ['value', 'slug', 'position'], group: 'Essentials' },
    defaultSort: 'position',
    access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
    fields: essentialFields,
  }
}

export const Fields = essential('fields', { singular: 'Fachgebiet', plural: 'Fachgebiete' })
export const Levels = essential('levels', { singular: 'Stufe', plural: 'Stufen' })
export const Regions = essential('regions', { singular: 'Region', plural: 'Regionen' })
export const Categories = essential('categories', { singular: 'Kategorie', plural: 'Kategorien' })
export const Countries = essential('countries', { singular: 'Land', plural: 'Länder' })
export const Genders = essential('genders', { singular: 'Geschlecht', plural: 'Geschlechter' })
export const ReviewDurations = essential('review-durations', { singular: 'Anstellungsdauer', plural: 'Anstellungsdauern' })

export const Products: CollectionConfig = {
  slug: 'products',
  admin: { useAsTitle: 'title', group: 'Essentials' },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'position', type: 'number', defaultValue: 0 },
    {
      name: 'variants',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'variant_id', type: 'number', required: true },
        { name: 'duration', type: 'number', required: true, min: 1 },
        { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'CHF excl. VAT' } },
        { name: 'social_budget', type: 'number', defaultValue: 0, min: 0 },
      ],
    },
  ],
}

export const essentialCollections = [Fields, Levels, Regions, Categories, Countries, Genders, ReviewDurations, Products]
