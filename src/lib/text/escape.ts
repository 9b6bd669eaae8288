// The one escaper for text put into HTML or XML (mails, the JSON-LD description, the sitemap; ADR
// 0057). The five characters that can end a text or an attribute value are replaced by entities
// valid in both HTML and XML, so the same function serves element text and quoted attributes.
// JSON inside a <script> element has its own rule: serializeJsonLd in lib/json-ld.ts.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text as HTML/XML text or attribute value: & < > " ' become entities, nothing else changes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}
