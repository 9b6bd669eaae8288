// The offer inquiry's posting-volume brackets (spec, section 9): job ads per year and the
// indicative yearly price the page states for each. The stored value is the key; the words are
// the catalogue's (offerForm.brackets.<key>), the amounts come from here.

export const OFFER_BRACKETS = ['postings_1_3', 'postings_4_10', 'postings_11_plus'] as const
export type OfferBracket = (typeof OFFER_BRACKETS)[number]

/** "up to" CHF amount for the smaller brackets, "from" for the largest (spec: 6'600, 16'000, 17'000). */
export const BRACKET_PRICES: Readonly<Record<OfferBracket, { bound: 'upTo' | 'from'; chf: number }>> = {
  postings_1_3: { bound: 'upTo', chf: 6600 },
  postings_4_10: { bound: 'upTo', chf: 16_000 },
  postings_11_plus: { bound: 'from', chf: 17_000 },
}
