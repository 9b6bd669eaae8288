import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { FILTER_LISTS, type FilterDictionary } from '../../search-path/vocabulary'
import { modalPagePath, resolveLink, type AssetFile, type LinkContext, type LinkFailure, type LinkRow, type LinkTarget } from './link-target'

// What the link resolver needs from the database, read for a set of links at once: the link table's
// rows, the media files and (only for filtered internal links) the filter dictionary. No server-only
// imports: the save validation of the collections (payload.config.ts, also loaded by the CLI) uses it.

export type DictionaryLoader = (payload: Payload) => Promise<FilterDictionary>

/** The filter dictionary read straight from the essentials (slugs in all three languages). */
export const readFilterDictionary: DictionaryLoader = async (payload) => {
  const lists = await Promise.all(
    FILTER_LISTS.map(async (list) => {
      const { docs } = await payload.find({ collection: list, locale: 'all', depth: 0, pagination: false, sort: 'position', overrideAccess: true })
      return docs.map((doc) => {
        const slug = doc.slug as unknown as Partial<Record<Locale, string>> | null
        return { key: doc.key, slug: { de: slug?.de ?? '', fr: slug?.fr ?? '', it: slug?.it ?? '' } }
      })
    }),
  )
  return Object.fromEntries(FILTER_LISTS.map((list, i) => [list, lists[i]])) as unknown as FilterDictionary
}

const unique = <T>(values: T[]) => [...new Set(values)]

/**
 * The context to resolve these targets in this language. Read as the system: a link row's path and a
 * file's name are no secrets (the file itself is served by the media rules, ADR 0036).
 */
export async function loadLinkContext(payload: Payload, locale: Locale, targets: readonly LinkTarget[], options: { dictionary?: DictionaryLoader } = {}): Promise<LinkContext> {
  const overrideAccess = true
  const storyIds = unique(targets.flatMap((t) => (t.kind === 'story' && typeof t.story === 'number' ? [t.story] : [])))
  const storyNames = unique(targets.flatMap((t) => (t.kind === 'story' && typeof t.story === 'string' ? [t.story] : [])))
  const assetIds = unique(targets.flatMap((t) => (t.kind === 'asset' ? [t.asset] : [])))
  const needsDictionary = targets.some((t) => t.kind === 'internal' && t.route !== 'modal' && (t.filters ?? []).some(Boolean))
  const pagePaths = unique(targets.flatMap((t) => (t.kind === 'internal' && t.route === 'modal' && modalPagePath(t.filters ?? []) ? [modalPagePath(t.filters ?? [])] : [])))
  const [rows, assets, dictionary, pages] = await Promise.all([
    storyIds.length || storyNames.length
      ? payload.find({
          collection: 'links',
          where: { or: [...(storyIds.length ? [{ id: { in: storyIds } }] : []), ...(storyNames.length ? [{ identifier: { in: storyNames } }] : [])] },
          locale,
          depth: 0,
          pagination: false,
          overrideAccess,
        })
      : null,
    assetIds.length ? payload.find({ collection: 'media', where: { id: { in: assetIds } }, select: { filename: true }, depth: 0, pagination: false, overrideAccess }) : null,
    needsDictionary ? (options.dictionary ?? readFilterDictionary)(payload) : null,
    pagePaths.length
      ? payload.find({
          collection: 'pages',
          where: { and: [{ path: { in: pagePaths } }, { _status: { equals: 'published' } }] },
          locale,
          select: { path: true },
          depth: 0,
          pagination: false,
          overrideAccess,
        })
      : null,
  ])
  const stories = new Map<number | string, LinkRow>()
  for (const doc of rows?.docs ?? []) {
    const row = { id: doc.id, identifier: doc.identifier, path: doc.path ?? '' }
    stories.set(doc.id, row)
    stories.set(doc.identifier, row)
  }
  const files = new Map<number, AssetFile>()
  for (const doc of assets?.docs ?? []) if (doc.filename) files.set(doc.id, { id: doc.id, filename: doc.filename })
  const published = new Set((pages?.docs ?? []).map((doc) => doc.path).filter((path): path is string => typeof path === 'string'))
  return { locale, stories, assets: files, dictionary, pages: published }
}

/** The first problem of these links in this language (null: every one leads somewhere). For save validations. */
export async function firstLinkProblem(payload: Payload, locale: Locale, targets: readonly LinkTarget[]): Promise<LinkFailure | null> {
  if (targets.length === 0) return null
  const ctx = await loadLinkContext(payload, locale, targets)
  for (const target of targets) {
    const result = resolveLink(target, ctx)
    if (!result.ok) return result.reason
  }
  return null
}
