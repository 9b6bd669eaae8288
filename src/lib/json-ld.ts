// Structured data (schema.org JSON-LD) for a <script type="application/ld+json"> element.
// The JSON goes into the HTML unescaped by React, so every "<" becomes \u003c: text such as
// "</script>" or "<!--" from an ad can never end the element or open a comment. ">" and "&" and the
// line separators U+2028/U+2029 are escaped too; all are valid JSON escapes, the data is unchanged.

const UNSAFE = /[<>&\u2028\u2029]/g
const hex = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`

/** JSON for an inline script element: JSON.parse(serializeJsonLd(x)) deep-equals x. */
export function serializeJsonLd(data: unknown): string {
  return (JSON.stringify(data) ?? 'null').replace(UNSAFE, hex)
}
