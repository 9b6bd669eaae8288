import { XMLParser } from 'fast-xml-parser'

// RSS 2.0, Atom and JSON Feed items (ADR 0070): each item's page address, title, text and
// language. The crawler then reads each item's page for JobPosting JSON-LD and falls back to the
// item itself when the page has none.

export interface FeedItem {
  url: string
  title: string
  html: string
  language: string | null
  published: string | null
}

const ARRAYS = new Set(['item', 'entry', 'link', 'url', 'sitemap'])
export const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: false,
  isArray: (name) => ARRAYS.has(name),
  processEntities: true,
  htmlEntities: true,
})

const text = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim()
  if (value && typeof value === 'object' && '#text' in value) return text((value as { '#text': unknown })['#text'])
  return ''
}
const language = (value: unknown): string | null => {
  const lang = text(value).slice(0, 2).toLowerCase()
  return /^[a-z]{2}$/.test(lang) ? lang : null
}

function rssItems(channel: Record<string, unknown>): FeedItem[] {
  const lang = language(channel.language)
  const items = Array.isArray(channel.item) ? (channel.item as Record<string, unknown>[]) : []
  return items.map((item) => ({
    url: text(Array.isArray(item.link) ? item.link[0] : item.link) || text(item.guid),
    title: text(item.title),
    html: text(item['content:encoded']) || text(item.description),
    language: lang,
    published: text(item.pubDate) || null,
  }))
}

function atomItems(feed: Record<string, unknown>): FeedItem[] {
  const lang = language(feed['@_xml:lang'])
  const entries = Array.isArray(feed.entry) ? (feed.entry as Record<string, unknown>[]) : []
  return entries.map((entry) => {
    const links = (Array.isArray(entry.link) ? entry.link : []) as Record<string, unknown>[]
    const link = links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? links[0]
    return {
      url: text(link?.['@_href']),
      title: text(entry.title),
      html: text(entry.content) || text(entry.summary),
      language: language(entry['@_xml:lang']) ?? lang,
      published: text(entry.published) || text(entry.updated) || null,
    }
  })
}

function jsonFeedItems(body: string): FeedItem[] | null {
  let feed: unknown
  try {
    feed = JSON.parse(body)
  } catch {
    return null
  }
  if (!feed || typeof feed !== 'object' || !String((feed as { version?: unknown }).version ?? '').includes('jsonfeed.org')) return null
  const { items, language: lang } = feed as { items?: unknown; language?: unknown }
  if (!Array.isArray(items)) return []
  return items
    .filter((i): i is Record<string, unknown> => Boolean(i) && typeof i === 'object')
    .map((item) => ({
      url: text(item.url) || text(item.external_url),
      title: text(item.title),
      html: text(item.content_html) || text(item.content_text) || text(item.summary),
      language: language(item.language) ?? language(lang),
      published: text(item.date_published) || null,
    }))
}

/** The items of a feed, or null when the body is none of the three formats. */
export function feedItems(body: string): FeedItem[] | null {
  const trimmed = body.trimStart()
  if (trimmed.startsWith('{')) return jsonFeedItems(trimmed)
  let doc: Record<string, unknown>
  try {
    doc = xmlParser.parse(trimmed) as Record<string, unknown>
  } catch {
    return null
  }
  const rss = doc.rss as Record<string, unknown> | undefined
  if (rss && typeof rss.channel === 'object' && rss.channel) return rssItems(rss.channel as Record<string, unknown>)
  if (doc.feed && typeof doc.feed === 'object') return atomItems(doc.feed as Record<string, unknown>)
  return null
}
