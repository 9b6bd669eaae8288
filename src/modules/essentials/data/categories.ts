import { defineEssentials } from './define'

// Institution categories (institution.category_id holds the key).
export const CATEGORIES = defineEssentials([
  {
    key: 'UNIVERSITY_HOSPITAL',
    value: { de: 'Universitätsspital', fr: 'Hôpital universitaire', it: 'Ospedale universitario' },
  },
  {
    key: 'CANTONAL_HOSPITAL',
    value: { de: 'Kantonsspital', fr: 'Hôpital cantonal', it: 'Ospedale cantonale' },
  },
  {
    key: 'REGIONAL_HOSPITAL',
    value: { de: 'Regionalspital', fr: 'Hôpital régional', it: 'Ospedale regionale' },
  },
  {
    key: 'HOSPITAL_GROUP',
    value: { de: 'Spitalgruppe', fr: 'Groupe hospitalier', it: 'Gruppo ospedaliero' },
  },
  { key: 'PRIVATE_CLINIC', value: { de: 'Privatklinik', fr: 'Clinique privée', it: 'Clinica privata' } },
  {
    key: 'PSYCHIATRIC_CLINIC',
    value: { de: 'Psychiatrische Klinik', fr: 'Clinique psychiatrique', it: 'Clinica psichiatrica' },
  },
  {
    key: 'REHABILITATION_CLINIC',
    value: { de: 'Rehabilitationsklinik', fr: 'Clinique de réadaptation', it: 'Clinica di riabilitazione' },
  },
  {
    key: 'PRACTICE',
    value: {
      de: 'Arztpraxis / Gruppenpraxis',
      fr: 'Cabinet médical / cabinet de groupe',
      it: 'Studio medico / studio associato',
    },
    slugFrom: { de: 'Praxis', fr: 'Cabinet médical', it: 'Studio medico' },
  },
  { key: 'OTHER', value: { de: 'Andere', fr: 'Autre', it: 'Altro' } },
])

export type CategoryKey = (typeof CATEGORIES)[number]['key']
