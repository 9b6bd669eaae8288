import 'server-only'
import type { Payload } from 'payload'
import { getEssentials } from '../essentials/essentials.server'
import { FILTER_LISTS, type FilterDictionary } from './vocabulary'

/** The filter path dictionary from the essentials as the team edits them (slugs in all three languages). */
export async function filterDictionary(payload: Payload): Promise<FilterDictionary> {
  const [de, fr, it] = await Promise.all([getEssentials(payload, 'de'), getEssentials(payload, 'fr'), getEssentials(payload, 'it')])
  const slugOf = (list: (typeof FILTER_LISTS)[number], docId: number) => ({
    de: de.lists[list].find((e) => e.docId === docId)?.slug ?? '',
    fr: fr.lists[list].find((e) => e.docId === docId)?.slug ?? '',
    it: it.lists[list].find((e) => e.docId === docId)?.slug ?? '',
  })
  const terms = (list: (typeof FILTER_LISTS)[number]) => de.lists[list].map((e) => ({ key: e.key, slug: slugOf(list, e.docId) }))
  return { fields: terms('fields'), levels: terms('levels'), regions: terms('regions'), categories: terms('categories') }
}
