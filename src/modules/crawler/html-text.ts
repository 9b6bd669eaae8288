// An employer's HTML as our ad text (lib/text/light-markup): block elements become paragraphs,
// list items "- " lines, <strong>/<b> **bold**, <em>/<i> *italic*; every other tag is dropped and
// the text kept (ADR 0070). Scripts, styles and comments go with their content.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  lsquo: '‘',
  bull: '•',
  middot: '·',
  euro: '€',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  ocirc: 'ô',
  icirc: 'î',
  ugrave: 'ù',
  ucirc: 'û',
  Eacute: 'É',
  igrave: 'ì',
  ograve: 'ò',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ''
    }
    return NAMED[name] ?? whole
  })
}

const BLOCK = /^(p|div|section|article|h[1-6]|ul|ol|table|tr|blockquote|header|footer|br|hr)$/

export function htmlToText(html: string): string {
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\u0000/g, '')
  let out = ''
  for (const part of cleaned.split(/(<\/?[a-zA-Z][^>]*>)/)) {
    const tag = /^<(\/?)([a-zA-Z0-9]+)/.exec(part)
    if (!tag) {
      out += decodeEntities(part).replace(/[ \t\r\n\f]+/g, ' ')
      continue
    }
    const closing = tag[1] === '/'
    const name = tag[2]!.toLowerCase()
    if (name === 'br') out += '\n'
    else if (name === 'li') out += closing ? '' : '\n- '
    else if (name === 'strong' || name === 'b') out += '**'
    else if (name === 'em' || name === 'i') out += '*'
    else if (BLOCK.test(name)) out += '\n\n'
  }
  return out
    .replace(/\*\*\s*\*\*/g, '')
    .replace(/\*\*(\s+)([^*]*?)(\s*)\*\*/g, '$1**$2**$3')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Text that may be HTML or plain: HTML when it has a tag, else its entities decoded. */
export function textOf(value: string): string {
  return /<[a-zA-Z][^>]*>/.test(value) ? htmlToText(value) : decodeEntities(value).trim()
}
