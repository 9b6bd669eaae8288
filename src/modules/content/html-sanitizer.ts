import sanitizeHtml from 'sanitize-html'
import { VIDEO_FRAME_ORIGINS } from '@/lib/security-headers'

// The embedded-HTML block of content pages: the team's HTML, cleaned when it is saved and again
// when it is rendered (ADR 0061). Kept: text structure, lists, tables, links (http, https, mailto),
// images (https or our own), and frames of the two video players the CSP allows. Removed: scripts,
// styles, forms, event handlers (on…), style attributes, other frames, javascript: and data: URLs.

const FRAME_HOSTS = VIDEO_FRAME_ORIGINS.map((origin) => new URL(origin).hostname)

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'span', 'div', 'figure', 'figcaption'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'em', 'b', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'abbr'],
    ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a', 'img', 'iframe'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
    '*': ['lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: FRAME_HOSTS,
  disallowedTagsMode: 'discard',
  // A frame whose source was refused, or an image without one, goes altogether.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
  transformTags: {
    // A link that opens elsewhere never gets a handle on this page.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener' } : attribs }),
  },
}

/** The HTML with only what the embedded-HTML block keeps. */
export function sanitizeEmbeddedHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}
