import { CATEGORIES, COUNTRIES, FIELDS, GENDERS, LEVELS, PRODUCTS, REGIONS, REVIEW_DURATIONS, type EssentialItem, type Locale } from '../../../src/modules/essentials/data'
import { arrayRowId, mapLimit, SYSTEM, type SeedContext } from './context'

type EssentialSlug = 'fields' | 'levels' | 'regions' | 'categories' | 'countries' | 'genders' | 'review-durations'

/** Database ids by key, per list. */
export interface EssentialIds {
  fields: Map<string, number>
  levels: Map<string, number>
  regions: Map<string, number>
  categories: Map<string, number>
  countries: Map<string, number>
  genders: Map<string, number>
  durations: Map<string, number>
  products: Map<string, number>
}

const OTHER_LOCALES: Locale[] = ['fr', 'it']

async function insertList(ctx: SeedContext, collection: EssentialSlug, items: readonly EssentialItem[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  // Sequential creates keep ids in list order (stable across runs); translations of different documents go in parallel.
  for (const item of items) {
    const doc = await ctx.payload.create({
      collection,
      locale: 'de',
      data: { key: item.key, value: item.value.de, slug: item.slug.de, position: item.position },
      ...SYSTEM,
    })
    ids.set(item.key, doc.id)
  }
  // One document's locales one after the other: concurrent updates of one document overwrite each other's locale rows.
  await mapLimit(items, 4, async (item) => {
    for (const locale of OTHER_LOCALES) {
      await ctx.payload.update({
        collection,
        id: ids.get(item.key) ?? 0,
        locale,
        data: { value: item.value[locale], slug: item.slug[locale] },
        ...SYSTEM,
      })
    }
  })
  return ids
}

async function insertProducts(ctx: SeedContext): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const product of PRODUCTS) {
    const doc = await ctx.payload.create({
      collection: 'products',
      locale: 'de',
      data: {
        key: product.key,
        title: product.title.de,
        description: product.description.de,
        position: product.position,
        variants: product.variants.map((v) => ({
          id: arrayRowId(`product/${product.key}/variant/${v.id}`),
          variant_id: v.id,
          duration: v.duration,
          price: v.price,
          social_budget: v.social_budget,
        })),
      },
      ...SYSTEM,
    })
    ids.set(product.key, doc.id)
    for (const locale of OTHER_LOCALES) {
      await ctx.payload.update({
        collection: 'products',
        id: doc.id,
        locale,
        data: { title: product.title[locale], description: product.description[locale] },
        ...SYSTEM,
      })
    }
  }
  return ids
}

export async function insertEssentials(ctx: SeedContext): Promise<EssentialIds> {
  return {
    fields: await insertList(ctx, 'fields', FIELDS),
    levels: await insertList(ctx, 'levels', LEVELS),
    regions: await insertList(ctx, 'regions', REGIONS),
    categories: await insertList(ctx, 'categories', CATEGORIES),
    countries: await insertList(ctx, 'countries', COUNTRIES),
    genders: await insertList(ctx, 'genders', GENDERS),
    durations: await insertList(ctx, 'review-durations', REVIEW_DURATIONS),
    products: await insertProducts(ctx),
  }
}

export function essentialId(map: Map<string, number>, key: string, list: string): number {
  const id = map.get(key)
  if (id === undefined) throw new Error(`seed bug: ${list} has no ${key}`)
  return id
}
