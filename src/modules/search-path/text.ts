// Search words as the grammars and the SQL compare them (ADR 0022).

/** Lowercase words of letters and digits (accents kept, NFC) joined by single spaces; '' when none. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join(' ')
}
