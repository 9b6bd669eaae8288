import 'server-only'
import type { Payload } from 'payload'
import { getEssentials, type Essentials } from '../essentials/essentials.server'
import { FILTER_LISTS, type FilterDictionary } from './vocabulary'

// Built once per set of essentials (they are kept per locale for a minute): the page, its
// metadata, the language links and the proxy each ask for it on every render (ADR 0072).
const built = new WeakMap<Essentials, { fr: Essentials; it: Essentials; dict: FilterDictionary }>()

/** The filter path dictionary from the essentials as the team edits them (slugs in all three languages). */
export async function filterDictionary(payload: Payload): Promise<FilterDictionary> {
  const [de, fr, it] = await Promise.all([getEssentials(payload, 'de'), getEssentials(payload, 'fr'), getEssentials(payload, 'it')])
  const kept = built.get(de)
  if (kept && kept.fr === fr && kept.it === it) return kept.dict
  const dict = buildDictionary(de, fr, it)
  built.set(de, { fr, it, dict })
  return dict
}

function buildDictionary(de: Essentials, fr: Essentials, it: Essentials): FilterDictionary {
  const slugs = (essentials: Essentials, list: (typeof FILTER_LISTS)[number]) => new Map(essentials.lists[list].map((e) => [e.docId, e.slug]))
  const terms = (list: (typeof FILTER_LISTS)[number]) => {
    const [frSlugs, itSlugs] = [slugs(fr, list), slugs(it, list)]
    return de.lists[list].map((e) => ({ key: e.key, slug: { de: e.slug ?? '', fr: frSlugs.get(e.docId) ?? '', it: itSlugs.get(e.docId) ?? '' } }))
  }
  return { fields: terms('fields'), levels: terms('levels'), regions: terms('regions'), categories: terms('categories') }
}
