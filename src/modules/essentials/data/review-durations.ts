import { defineEssentials } from './define'

// Duration of employment asked in a review. ONE_OR_LESS means "one year or less".
export const REVIEW_DURATION_KEYS = ['ONE_OR_LESS', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'MORE_THAN_SIX', 'NO_INFORMATION'] as const

export type ReviewDurationKey = (typeof REVIEW_DURATION_KEYS)[number]

export const REVIEW_DURATIONS = defineEssentials<ReviewDurationKey>([
  { key: 'ONE_OR_LESS', value: { de: '1 Jahr oder weniger', fr: '1 an ou moins', it: '1 anno o meno' } },
  { key: 'TWO', value: { de: '2 Jahre', fr: '2 ans', it: '2 anni' } },
  { key: 'THREE', value: { de: '3 Jahre', fr: '3 ans', it: '3 anni' } },
  { key: 'FOUR', value: { de: '4 Jahre', fr: '4 ans', it: '4 anni' } },
  { key: 'FIVE', value: { de: '5 Jahre', fr: '5 ans', it: '5 anni' } },
  { key: 'SIX', value: { de: '6 Jahre', fr: '6 ans', it: '6 anni' } },
  { key: 'MORE_THAN_SIX', value: { de: 'mehr als 6 Jahre', fr: 'plus de 6 ans', it: 'più di 6 anni' } },
  { key: 'NO_INFORMATION', value: { de: 'keine Angabe', fr: 'non précisé', it: 'nessuna indicazione' } },
])
