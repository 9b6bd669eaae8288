import { defineEssentials } from './define'

export const GENDER_KEYS = ['GENDER_MALE', 'GENDER_FEMALE', 'GENDER_DIVERSE', 'GENDER_UNSPECIFIED'] as const

export type GenderKey = (typeof GENDER_KEYS)[number]

export const GENDERS = defineEssentials<GenderKey>([
  { key: 'GENDER_MALE', value: { de: 'männlich', fr: 'masculin', it: 'maschile' } },
  { key: 'GENDER_FEMALE', value: { de: 'weiblich', fr: 'féminin', it: 'femminile' } },
  { key: 'GENDER_DIVERSE', value: { de: 'divers', fr: 'autre', it: 'altro' } },
  { key: 'GENDER_UNSPECIFIED', value: { de: 'keine Angabe', fr: 'non précisé', it: 'non indicato' } },
])
