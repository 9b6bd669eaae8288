import type { Localized } from './types'

export const JOB_DURATIONS = [30, 60, 90] as const

export type JobDuration = (typeof JOB_DURATIONS)[number]

export const PRODUCT_KEYS = ['basic', 'premium', 'premium-social'] as const

export type ProductKey = (typeof PRODUCT_KEYS)[number]

/** Packages whose ads take the top places of results pages and carry the mark (ADR 0040). */
export const PREMIUM_PRODUCT_KEYS: readonly ProductKey[] = ['premium', 'premium-social']

export function isPremiumProduct(key: string | null | undefined): boolean {
  return PREMIUM_PRODUCT_KEYS.some((premium) => premium === key)
}

export interface ProductVariant {
  /** Stable numeric id, referenced by orders: never renumber. */
  id: number
  duration: JobDuration
  /** CHF excl. VAT */
  price: number
  /** CHF of social-media ad budget included in the price */
  social_budget: number
}

export interface Product {
  key: ProductKey
  title: Localized
  description: Localized
  position: number
  variants: readonly ProductVariant[]
}

export const PRODUCTS: readonly Product[] = [
  {
    key: 'basic',
    title: { de: 'Basic', fr: 'Basic', it: 'Basic' },
    description: {
      de: 'Stelleninserat in der Jobsuche und auf dem Arbeitgeberprofil.',
      fr: "Annonce d'emploi dans la recherche et sur le profil employeur.",
      it: 'Annuncio di lavoro nella ricerca e sul profilo del datore di lavoro.',
    },
    position: 1,
    variants: [
      { id: 101, duration: 30, price: 390, social_budget: 0 },
      { id: 102, duration: 60, price: 690, social_budget: 0 },
      { id: 103, duration: 90, price: 890, social_budget: 0 },
    ],
  },
  {
    key: 'premium',
    title: { de: 'Premium', fr: 'Premium', it: 'Premium' },
    description: {
      de: 'Alles aus Basic, dazu hervorgehoben in den Suchresultaten und in den Job-Alerts.',
      fr: 'Tout Basic, avec une mise en avant dans les résultats de recherche et les alertes emploi.',
      it: 'Tutto di Basic, con maggiore visibilità nei risultati di ricerca e negli avvisi di lavoro.',
    },
    position: 2,
    variants: [
      { id: 201, duration: 30, price: 690, social_budget: 0 },
      { id: 202, duration: 60, price: 1190, social_budget: 0 },
      { id: 203, duration: 90, price: 1590, social_budget: 0 },
    ],
  },
  {
    key: 'premium-social',
    title: { de: 'Premium Social', fr: 'Premium Social', it: 'Premium Social' },
    description: {
      de: 'Alles aus Premium, dazu eine Social-Media-Kampagne mit inbegriffenem Werbebudget.',
      fr: 'Tout Premium, avec une campagne sur les réseaux sociaux et un budget publicitaire inclus.',
      it: 'Tutto di Premium, con una campagna sui social media e un budget pubblicitario incluso.',
    },
    position: 3,
    variants: [
      { id: 301, duration: 30, price: 890, social_budget: 100 },
      { id: 302, duration: 60, price: 1490, social_budget: 200 },
      { id: 303, duration: 90, price: 1990, social_budget: 300 },
    ],
  },
]

export function findProduct(key: string): Product | null {
  return PRODUCTS.find((product) => product.key === key) ?? null
}

export function findProductVariant(variantId: number): { product: Product; variant: ProductVariant } | null {
  for (const product of PRODUCTS) {
    const variant = product.variants.find((candidate) => candidate.id === variantId)
    if (variant) return { product, variant }
  }
  return null
}
