import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { relId } from '@/lib/relations'
import { ttlCache } from '@/lib/ttl-cache'
import type { Locale } from '@/i18n/locales'
import { getEssentials, type EssentialList } from '../essentials/essentials.server'
import { groupInstitutions, toInstitutionListItems } from '../institutions/list-item.server'
import { toJobListItem } from '../jobs/list-item.server'
import { onlineJobsWhere } from '../jobs/state'
import { JobFilterSchema } from '../jobs/filter-path'
import { searchJobs } from '../jobs/search.server'
import { InitResponseSchema, type InitResponse } from './schemas'

// GET /api/init: what every page needs at start. Job and institution lists stay small (the first
// page of the job search), never the whole database; the whole answer is cached per locale for a minute.
export const INIT_JOBS = 20
const cache = ttlCache<Locale, InitResponse>(60_000)

async function build(payload: Payload, locale: Locale): Promise<InitResponse> {
  const essentials = await getEssentials(payload, locale)
  // The first page of the job search: premium ads in their top places, then the newest (ADR 0040).
  const page = await searchJobs(payload, JobFilterSchema.parse({}), { perPage: INIT_JOBS })
  const { docs: found } = await payload.find({
    collection: 'jobs',
    where: { and: [onlineJobsWhere(), { id: { in: page.ids } }] },
    limit: INIT_JOBS,
    depth: 0,
    overrideAccess: false,
  })
  const byId = new Map(found.map((job) => [job.id, job]))
  const jobs = page.ids.map((id) => byId.get(id)).filter((job) => job !== undefined)
  const institutionIds = [...new Set(jobs.map((j) => relId(j.institution)).filter((id): id is number => id !== null))]
  const { docs: institutions } = await payload.find({
    collection: 'institutions',
    where: { id: { in: institutionIds } },
    depth: 1,
    pagination: false,
    locale,
    overrideAccess: false,
  })
  const instItems = await toInstitutionListItems(payload, institutions, essentials)
  const facts = new Map(instItems.map((i) => [i.id, { region: i.region, category: i.category, is_professional: i.is_professional }]))
  const inLanguage = { slug: { exists: true } }
  const [articles, tags, authors, links, settings] = await Promise.all([
    // Published articles and tags that exist in this language (the team may write one in some languages only; ADR 0063).
    payload.find({
      collection: 'articles',
      locale,
      where: { and: [inLanguage, { published_at: { less_than_equal: new Date().toISOString() } }] },
      sort: '-published_at',
      limit: 10,
      depth: 0,
      overrideAccess: false,
    }),
    payload.find({ collection: 'tags', locale, where: inLanguage, pagination: false, depth: 0, overrideAccess: false }),
    payload.find({ collection: 'authors', locale, pagination: false, depth: 0, overrideAccess: false }),
    payload.find({ collection: 'links', locale, pagination: false, depth: 0, overrideAccess: false }),
    payload.findGlobal({ slug: 'settings', locale, depth: 0, overrideAccess: false }),
  ])
  const pairs = (list: EssentialList) => essentials.lists[list].map((e) => ({ id: e.key, value: e.value }))
  const response: InitResponse = {
    jobs: jobs.map((j) => toJobListItem(j, facts.get(relId(j.institution) ?? 0) ?? { region: null, category: null, is_professional: false }, essentials)),
    institutions: instItems,
    institutionsGrouped: groupInstitutions(instItems),
    essentials: {
      categories: pairs('categories'),
      countries: pairs('countries'),
      fields: pairs('fields'),
      levels: pairs('levels'),
      genders: pairs('genders'),
      regions: pairs('regions'),
      reviews: { durations: essentials.lists['review-durations'].map((e) => e.key) },
      products: essentials.products.map(({ key, title, variants }) => ({ key, title, variants })),
    },
    articles: articles.docs.map((a) => ({ id: a.id, slug: a.slug, title: a.title, teaser: a.teaser ?? null, published_at: a.published_at ?? null })),
    tags: tags.docs.map((t) => ({ id: t.id, slug: t.slug, name: t.name })),
    authors: authors.docs.map((a) => ({ id: a.id, slug: a.slug, name: a.name })),
    settings: {
      site_name: settings.site_name ?? 'Helvemed',
      claim: settings.claim ?? null,
      footer_text: settings.footer_text ?? null,
      support_email: env().SUPPORT_EMAIL,
    },
    links: links.docs.map((l) => ({ identifier: l.identifier, path: l.path, is_folder: Boolean(l.is_folder) })),
  }
  // The contract is checked before it leaves the server: a shape error is our bug, not the caller's.
  return InitResponseSchema.parse(response)
}

export function getInitData(payload: Payload, locale: Locale): Promise<InitResponse> {
  return cache.get(locale, () => build(payload, locale))
}
