import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { ttlCache } from '@/lib/ttl-cache'

// Essentials as the team edits them in /admin, per locale. Public shapes use the stable keys as ids.

export const ESSENTIAL_LISTS = ['fields', 'levels', 'regions', 'categories', 'countries', 'genders', 'review-durations'] as const
export type EssentialList = (typeof ESSENTIAL_LISTS)[number]

export interface EssentialEntry {
  docId: number
  key: string
  value: string
  slug: string
}

export interface Essentials {
  lists: Record<EssentialList, EssentialEntry[]>
  /** doc id -> key, per list */
  keyOf: (list: EssentialList, docId: unknown) => string | null
  products: { key: string; title: string; description: string | null; variants: { id: number; duration: number; price: number; social_budget: number }[] }[]
  productKeyOf: (docId: unknown) => string | null
}

const cache = ttlCache<Locale, Essentials>(60_000)

async function load(payload: Payload, locale: Locale): Promise<Essentials> {
  const entries = await Promise.all(
    ESSENTIAL_LISTS.map(async (list) => {
      const { docs } = await payload.find({ collection: list, locale, depth: 0, pagination: false, sort: 'position', overrideAccess: false })
      return [list, docs.map((d) => ({ docId: d.id, key: d.key, value: d.value, slug: d.slug }))] as const
    }),
  )
  const lists = Object.fromEntries(entries) as Record<EssentialList, EssentialEntry[]>
  const index = new Map(ESSENTIAL_LISTS.map((list) => [list, new Map(lists[list].map((e) => [e.docId, e.key]))]))
  const { docs: productDocs } = await payload.find({ collection: 'products', locale, depth: 0, pagination: false, sort: 'position', overrideAccess: false })
  const productIndex = new Map(productDocs.map((p) => [p.id, p.key]))
  return {
    lists,
    keyOf: (list, docId) => (typeof docId === 'number' ? (index.get(list)?.get(docId) ?? null) : null),
    products: productDocs.map((p) => ({
      key: p.key,
      title: p.title,
      description: p.description ?? null,
      variants: p.variants.map((v) => ({ id: v.variant_id, duration: v.duration, price: v.price, social_budget: v.social_budget ?? 0 })),
    })),
    productKeyOf: (docId) => (typeof docId === 'number' ? (productIndex.get(docId) ?? null) : null),
  }
}

export function getEssentials(payload: Payload, locale: Locale): Promise<Essentials> {
  return cache.get(locale, () => load(payload, locale))
}

export function clearEssentialsCache() {
  cache.clear()
}
