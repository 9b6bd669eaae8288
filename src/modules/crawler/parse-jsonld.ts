// schema.org JobPosting from a page's JSON-LD (ADR 0070): every <script type="application/ld+json">
// block, the posting at its top, in an array, or in @graph (nested graphs too, bounded).

export type JsonObject = Record<string, unknown>

const SCRIPT = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi
const MAX_DEPTH = 6

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

function isJobPosting(node: JsonObject): boolean {
  const type = node['@type']
  const types = Array.isArray(type) ? type : [type]
  return types.some((t) => typeof t === 'string' && /^(https?:\/\/schema\.org\/)?JobPosting$/.test(t))
}

function collect(node: unknown, found: JsonObject[], depth: number): void {
  if (depth > MAX_DEPTH) return
  if (Array.isArray(node)) {
    for (const item of node) collect(item, found, depth + 1)
    return
  }
  if (!isObject(node)) return
  if (isJobPosting(node)) found.push(node)
  else if ('@graph' in node) collect(node['@graph'], found, depth + 1)
}

/** The JobPosting objects of an HTML page (invalid JSON blocks are skipped). */
export function jobPostingsOf(html: string): JsonObject[] {
  const found: JsonObject[] = []
  for (const match of html.matchAll(SCRIPT)) {
    try {
      collect(JSON.parse(match[1]!.trim()), found, 0)
    } catch {
      // one broken block does not hide the others
    }
  }
  return found
}

/** The page's language from <html lang="fr-CH">, as its primary subtag. */
export function htmlLanguage(html: string): string | null {
  const match = /<html\b[^>]*\blang\s*=\s*["']?([a-zA-Z]{2,3})/i.exec(html)
  return match ? match[1]!.toLowerCase() : null
}
