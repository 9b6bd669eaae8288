// German umlauts are transliterated (ä -> ae) rather than stripped, as Swiss readers expect.
const TRANSLITERATIONS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  å: 'a',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  đ: 'd',
  ı: 'i',
}

const TRANSLITERATION_PATTERN = new RegExp(`[${Object.keys(TRANSLITERATIONS).join('')}]`, 'g')

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Returns a URL slug (see SLUG_PATTERN) or '' when nothing usable is left. */
export function slugify(input: string): string {
  return (
    input
      // NFC first so that a decomposed "u + diaeresis" is still recognised as ü.
      .normalize('NFC')
      .toLowerCase()
      .replace(TRANSLITERATION_PATTERN, (ch) => TRANSLITERATIONS[ch] ?? '')
      // NFKD splits accents off (é -> e + mark) and folds ligatures / full-width forms.
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      // Compatibility forms can decompose to capitals (e.g. ℡ -> TEL).
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  )
}
