import { FIELDS, type CategoryKey, type FieldKey } from '../../../src/modules/essentials/data'
import type { Random } from '../random'

// Which specialties an institution of each kind plausibly has.

const CORE: FieldKey[] = [
  'GENERAL_INTERNAL_MEDICINE',
  'SURGERY',
  'ANAESTHESIOLOGY',
  'GYNAECOLOGY_OBSTETRICS',
  'ORTHOPAEDIC_SURGERY',
  'RADIOLOGY',
  'INTENSIVE_CARE_MEDICINE',
  'PAEDIATRICS',
  'CARDIOLOGY',
  'GASTROENTEROLOGY',
]

const EXTENDED: FieldKey[] = [
  'NEPHROLOGY',
  'PULMONOLOGY',
  'NEUROLOGY',
  'MEDICAL_ONCOLOGY',
  'HAEMATOLOGY',
  'UROLOGY',
  'OTORHINOLARYNGOLOGY',
  'OPHTHALMOLOGY',
  'ANGIOLOGY',
  'ENDOCRINOLOGY_DIABETOLOGY',
  'INFECTIOUS_DISEASES',
  'RHEUMATOLOGY',
  'PSYCHIATRY_PSYCHOTHERAPY',
  'PATHOLOGY',
  'VASCULAR_SURGERY',
  'HAND_SURGERY',
  'PLASTIC_SURGERY',
  'NEUROSURGERY',
  'RADIATION_ONCOLOGY',
  'NUCLEAR_MEDICINE',
  'DERMATOLOGY_VENEREOLOGY',
  'PAEDIATRIC_SURGERY',
  'THORACIC_SURGERY',
]

const REGIONAL_EXTRA: FieldKey[] = [
  'GYNAECOLOGY_OBSTETRICS',
  'ORTHOPAEDIC_SURGERY',
  'RADIOLOGY',
  'PAEDIATRICS',
  'CARDIOLOGY',
  'GASTROENTEROLOGY',
  'INTENSIVE_CARE_MEDICINE',
  'UROLOGY',
  'PSYCHIATRY_PSYCHOTHERAPY',
]

const PRIVATE: FieldKey[] = [
  'ORTHOPAEDIC_SURGERY',
  'SURGERY',
  'ANAESTHESIOLOGY',
  'UROLOGY',
  'GYNAECOLOGY_OBSTETRICS',
  'CARDIOLOGY',
  'PLASTIC_SURGERY',
  'OPHTHALMOLOGY',
  'OTORHINOLARYNGOLOGY',
  'RADIOLOGY',
  'GENERAL_INTERNAL_MEDICINE',
  'HAND_SURGERY',
  'NEUROSURGERY',
  'GASTROENTEROLOGY',
]

const PRACTICE: FieldKey[] = [
  'PAEDIATRICS',
  'GYNAECOLOGY_OBSTETRICS',
  'DERMATOLOGY_VENEREOLOGY',
  'OPHTHALMOLOGY',
  'OTORHINOLARYNGOLOGY',
  'PSYCHIATRY_PSYCHOTHERAPY',
  'RHEUMATOLOGY',
  'CARDIOLOGY',
  'ORTHOPAEDIC_SURGERY',
  'ALLERGOLOGY_CLINICAL_IMMUNOLOGY',
  'ENDOCRINOLOGY_DIABETOLOGY',
]

const REHA: FieldKey[] = ['GENERAL_INTERNAL_MEDICINE', 'NEUROLOGY', 'CARDIOLOGY', 'PULMONOLOGY', 'RHEUMATOLOGY', 'ORTHOPAEDIC_SURGERY']

/** Fields rarely found as a hospital department; only the first university hospital has all of them. */
const RARE: FieldKey[] = ['PHARMACEUTICAL_MEDICINE', 'PREVENTION_PUBLIC_HEALTH', 'OCCUPATIONAL_MEDICINE', 'TROPICAL_TRAVEL_MEDICINE']

function otherFields(name: string): FieldKey[] {
  if (/Labor/i.test(name)) return ['PATHOLOGY', 'MEDICAL_GENETICS', 'HAEMATOLOGY', 'CLINICAL_PHARMACOLOGY_TOXICOLOGY']
  if (/Arbeitsmedizin|travail|lavoro/i.test(name)) return ['OCCUPATIONAL_MEDICINE', 'PREVENTION_PUBLIC_HEALTH', 'TROPICAL_TRAVEL_MEDICINE']
  if (/radiolog/i.test(name)) return ['RADIOLOGY', 'NUCLEAR_MEDICINE']
  return ['GENERAL_INTERNAL_MEDICINE', 'SURGERY', 'INTENSIVE_CARE_MEDICINE']
}

/** Ordered list of an institution's departments (the first is its main one). */
export function departmentsFor(rng: Random, category: CategoryKey, name: string, everyField: boolean): FieldKey[] {
  switch (category) {
    case 'UNIVERSITY_HOSPITAL': {
      const all = FIELDS.map((f) => f.key).filter((k) => !RARE.includes(k))
      return everyField
        ? FIELDS.map((f) => f.key)
        : [
            ...CORE,
            ...rng.sample(
              all.filter((k) => !CORE.includes(k)),
              rng.int(24, 30),
            ),
          ]
    }
    case 'CANTONAL_HOSPITAL':
      return [...CORE, ...rng.sample(EXTENDED, rng.int(6, 12))]
    case 'HOSPITAL_GROUP':
      return [...CORE, ...rng.sample(EXTENDED, rng.int(2, 5))]
    case 'REGIONAL_HOSPITAL':
      return ['GENERAL_INTERNAL_MEDICINE', 'SURGERY', 'ANAESTHESIOLOGY', ...rng.sample(REGIONAL_EXTRA, rng.int(3, 6))]
    case 'PRIVATE_CLINIC':
      return rng.sample(PRIVATE, rng.int(4, 8))
    case 'PSYCHIATRIC_CLINIC':
      return ['PSYCHIATRY_PSYCHOTHERAPY', ...rng.sample(['CHILD_ADOLESCENT_PSYCHIATRY', 'GENERAL_INTERNAL_MEDICINE', 'NEUROLOGY'] as FieldKey[], rng.int(1, 2))]
    case 'REHABILITATION_CLINIC':
      return ['PHYSICAL_MEDICINE_REHABILITATION', ...rng.sample(REHA, rng.int(2, 4))]
    case 'PRACTICE': {
      const others = rng.sample(PRACTICE, rng.int(1, 2))
      return rng.chance(0.6) ? ['GENERAL_INTERNAL_MEDICINE', ...others.slice(0, 1)] : others
    }
    case 'OTHER':
      return otherFields(name)
  }
}

export function wbsCount(rng: Random, category: CategoryKey): number {
  switch (category) {
    case 'UNIVERSITY_HOSPITAL':
      return rng.int(10, 16)
    case 'CANTONAL_HOSPITAL':
      return rng.int(5, 10)
    case 'HOSPITAL_GROUP':
    case 'REGIONAL_HOSPITAL':
      return rng.int(2, 5)
    case 'PRIVATE_CLINIC':
    case 'PSYCHIATRIC_CLINIC':
    case 'REHABILITATION_CLINIC':
      return rng.int(1, 3)
    case 'PRACTICE':
    case 'OTHER':
      return rng.int(0, 1)
  }
}

export function wbsCategory(rng: Random, category: CategoryKey): 'A' | 'B' | 'C' | 'D' {
  switch (category) {
    case 'UNIVERSITY_HOSPITAL':
      return 'A'
    case 'CANTONAL_HOSPITAL':
    case 'HOSPITAL_GROUP':
      return rng.weighted([
        ['A', 2],
        ['B', 3],
      ] as const)
    case 'REGIONAL_HOSPITAL':
    case 'PSYCHIATRIC_CLINIC':
      return rng.weighted([
        ['B', 2],
        ['C', 3],
      ] as const)
    default:
      return rng.weighted([
        ['C', 2],
        ['D', 3],
      ] as const)
  }
}
