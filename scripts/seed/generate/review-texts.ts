import type { Locale } from '../../../src/modules/essentials/data'
import type { Random } from '../random'
import { REVIEW_TEXTS_DE } from './review-texts-de'
import { REVIEW_TEXTS_FR } from './review-texts-fr'
import { REVIEW_TEXTS_IT } from './review-texts-it'
import type { RatingSection } from './types'

export interface ReviewTexts {
  sections: Record<RatingSection, { good: string[]; mixed: string[]; bad: string[] }>
  improvement: string[]
  rejectReasons: string[]
  employerAnswers: string[]
  employerFunctions: string[]
}

export const REVIEW_TEXTS: Record<Locale, ReviewTexts> = { de: REVIEW_TEXTS_DE, fr: REVIEW_TEXTS_FR, it: REVIEW_TEXTS_IT }

/** Feedback that matches the rating: 4-5 good, 3 mixed, 1-2 bad. */
export function sectionFeedback(rng: Random, lang: Locale, section: RatingSection, rating: number): string {
  const texts = REVIEW_TEXTS[lang].sections[section]
  return rng.pick(rating >= 4 ? texts.good : rating === 3 ? texts.mixed : texts.bad)
}
