export const GENDERS = ['GENDER_MALE', 'GENDER_FEMALE', 'GENDER_DIVERSE', 'GENDER_UNSPECIFIED'] as const
export type Gender = (typeof GENDERS)[number]
