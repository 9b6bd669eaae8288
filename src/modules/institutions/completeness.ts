import { MEMBER_FACTS } from './fact-catalog'

// What a strong employer profile has, and what this one still lacks. Each item
// names the screen that fixes it, so the list is a to-do list with links. The weights favour what
// candidates look at first: the description, facts (salaries!) and pictures.

export type CompletenessItem = 'description' | 'facts' | 'logo' | 'header' | 'images' | 'contact' | 'website' | 'billing'
export type ProfileScreen = 'edit' | 'facts' | 'media' | 'billing' | 'description'

export const ITEM_SCREEN: Record<CompletenessItem, ProfileScreen> = {
  description: 'description',
  facts: 'facts',
  logo: 'media',
  header: 'media',
  images: 'media',
  contact: 'edit',
  website: 'edit',
  billing: 'billing',
}

const WEIGHTS: Record<CompletenessItem, number> = { description: 20, facts: 20, logo: 15, header: 10, images: 15, contact: 10, website: 5, billing: 5 }

/** At least this many facts filled in, and this many gallery images, count as "done". */
export const FACTS_WANTED = 5
export const IMAGES_WANTED = 3

export interface CompletenessInput {
  /** the description in the profile's main language (own or inherited) */
  description: string | null
  facts: Record<string, unknown> | null | undefined
  logo: boolean
  header: boolean
  images: number
  contact: { person: string | null; phone: string | null; mail: string | null }
  website: string | null
  billing: { name: string | null; address: string | null; zip: string | null; city: string | null }
}

export interface Completeness {
  percent: number
  missing: CompletenessItem[]
}

export function filledFacts(facts: CompletenessInput['facts']): number {
  if (!facts) return 0
  return MEMBER_FACTS.filter((f) => {
    const v = facts[f.name]
    return v !== null && v !== undefined && v !== ''
  }).length
}

export function completenessOf(p: CompletenessInput): Completeness {
  const done: Record<CompletenessItem, boolean> = {
    description: Boolean(p.description?.trim()),
    facts: filledFacts(p.facts) >= FACTS_WANTED,
    logo: p.logo,
    header: p.header,
    images: p.images >= IMAGES_WANTED,
    contact: Boolean(p.contact.person && (p.contact.phone || p.contact.mail)),
    website: Boolean(p.website),
    billing: Boolean(p.billing.name && p.billing.address && p.billing.zip && p.billing.city),
  }
  const items = Object.keys(WEIGHTS) as CompletenessItem[]
  const percent = items.reduce((sum, item) => sum + (done[item] ? WEIGHTS[item] : 0), 0)
  return { percent, missing: items.filter((item) => !done[item]) }
}
