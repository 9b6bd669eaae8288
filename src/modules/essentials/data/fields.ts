import { defineEssentials } from './define'

// The 45 federal specialist titles (eidgenössische Facharzttitel) awarded by the SIWF/FMH,
// ordered alphabetically by their German name as in the SIWF list.
export const FIELDS = defineEssentials([
  {
    key: 'ALLERGOLOGY_CLINICAL_IMMUNOLOGY',
    value: {
      de: 'Allergologie und klinische Immunologie',
      fr: 'Allergologie et immunologie clinique',
      it: 'Allergologia e immunologia clinica',
    },
  },
  {
    key: 'GENERAL_INTERNAL_MEDICINE',
    value: { de: 'Allgemeine Innere Medizin', fr: 'Médecine interne générale', it: 'Medicina interna generale' },
  },
  { key: 'ANAESTHESIOLOGY', value: { de: 'Anästhesiologie', fr: 'Anesthésiologie', it: 'Anestesiologia' } },
  { key: 'ANGIOLOGY', value: { de: 'Angiologie', fr: 'Angiologie', it: 'Angiologia' } },
  {
    key: 'OCCUPATIONAL_MEDICINE',
    value: { de: 'Arbeitsmedizin', fr: 'Médecine du travail', it: 'Medicina del lavoro' },
  },
  { key: 'SURGERY', value: { de: 'Chirurgie', fr: 'Chirurgie', it: 'Chirurgia' } },
  {
    key: 'DERMATOLOGY_VENEREOLOGY',
    value: {
      de: 'Dermatologie und Venerologie',
      fr: 'Dermatologie et vénéréologie',
      it: 'Dermatologia e venereologia',
    },
  },
  {
    key: 'ENDOCRINOLOGY_DIABETOLOGY',
    value: {
      de: 'Endokrinologie/Diabetologie',
      fr: 'Endocrinologie/diabétologie',
      it: 'Endocrinologia/diabetologia',
    },
  },
  {
    key: 'GASTROENTEROLOGY',
    value: { de: 'Gastroenterologie', fr: 'Gastroentérologie', it: 'Gastroenterologia' },
  },
  {
    key: 'VASCULAR_SURGERY',
    value: { de: 'Gefässchirurgie', fr: 'Chirurgie vasculaire', it: 'Chirurgia vascolare' },
  },
  {
    key: 'GYNAECOLOGY_OBSTETRICS',
    value: {
      de: 'Gynäkologie und Geburtshilfe',
      fr: 'Gynécologie et obstétrique',
      it: 'Ginecologia e ostetricia',
    },
  },
  { key: 'HAEMATOLOGY', value: { de: 'Hämatologie', fr: 'Hématologie', it: 'Ematologia' } },
  {
    key: 'HAND_SURGERY',
    value: { de: 'Handchirurgie', fr: 'Chirurgie de la main', it: 'Chirurgia della mano' },
  },
  {
    key: 'CARDIAC_THORACIC_VASCULAR_SURGERY',
    value: {
      de: 'Herz- und thorakale Gefässchirurgie',
      fr: 'Chirurgie cardiaque et vasculaire thoracique',
      it: 'Chirurgia cardiaca e vascolare toracica',
    },
    slugFrom: { de: 'Herzchirurgie', fr: 'Chirurgie cardiaque', it: 'Cardiochirurgia' },
  },
  { key: 'INFECTIOUS_DISEASES', value: { de: 'Infektiologie', fr: 'Infectiologie', it: 'Infettivologia' } },
  {
    key: 'INTENSIVE_CARE_MEDICINE',
    value: { de: 'Intensivmedizin', fr: 'Médecine intensive', it: 'Medicina intensiva' },
  },
  { key: 'CARDIOLOGY', value: { de: 'Kardiologie', fr: 'Cardiologie', it: 'Cardiologia' } },
  { key: 'PAEDIATRICS', value: { de: 'Kinder- und Jugendmedizin', fr: 'Pédiatrie', it: 'Pediatria' } },
  {
    key: 'CHILD_ADOLESCENT_PSYCHIATRY',
    value: {
      de: 'Kinder- und Jugendpsychiatrie und -psychotherapie',
      fr: "Psychiatrie et psychothérapie d'enfants et d'adolescents",
      it: "Psichiatria e psicoterapia infantile e dell'adolescenza",
    },
    slugFrom: {
      de: 'Kinder- und Jugendpsychiatrie',
      fr: 'Pédopsychiatrie',
      it: 'Psichiatria infantile e adolescenziale',
    },
  },
  {
    key: 'PAEDIATRIC_SURGERY',
    value: { de: 'Kinderchirurgie', fr: 'Chirurgie pédiatrique', it: 'Chirurgia pediatrica' },
  },
  {
    key: 'CLINICAL_PHARMACOLOGY_TOXICOLOGY',
    value: {
      de: 'Klinische Pharmakologie und Toxikologie',
      fr: 'Pharmacologie et toxicologie cliniques',
      it: 'Farmacologia e tossicologia cliniche',
    },
  },
  {
    key: 'MEDICAL_GENETICS',
    value: { de: 'Medizinische Genetik', fr: 'Génétique médicale', it: 'Genetica medica' },
  },
  {
    key: 'MEDICAL_ONCOLOGY',
    value: { de: 'Medizinische Onkologie', fr: 'Oncologie médicale', it: 'Oncologia medica' },
  },
  {
    key: 'ORAL_MAXILLOFACIAL_SURGERY',
    value: {
      de: 'Mund-, Kiefer- und Gesichtschirurgie',
      fr: 'Chirurgie orale et maxillo-faciale',
      it: 'Chirurgia oro-maxillo-facciale',
    },
  },
  { key: 'NEPHROLOGY', value: { de: 'Nephrologie', fr: 'Néphrologie', it: 'Nefrologia' } },
  { key: 'NEUROSURGERY', value: { de: 'Neurochirurgie', fr: 'Neurochirurgie', it: 'Neurochirurgia' } },
  { key: 'NEUROLOGY', value: { de: 'Neurologie', fr: 'Neurologie', it: 'Neurologia' } },
  {
    key: 'NUCLEAR_MEDICINE',
    value: { de: 'Nuklearmedizin', fr: 'Médecine nucléaire', it: 'Medicina nucleare' },
  },
  { key: 'OPHTHALMOLOGY', value: { de: 'Ophthalmologie', fr: 'Ophtalmologie', it: 'Oftalmologia' } },
  {
    key: 'ORTHOPAEDIC_SURGERY',
    value: {
      de: 'Orthopädische Chirurgie und Traumatologie des Bewegungsapparates',
      fr: "Chirurgie orthopédique et traumatologie de l'appareil locomoteur",
      it: "Chirurgia ortopedica e traumatologia dell'apparato locomotore",
    },
    slugFrom: {
      de: 'Orthopädische Chirurgie',
      fr: 'Chirurgie orthopédique',
      it: 'Chirurgia ortopedica',
    },
  },
  {
    key: 'OTORHINOLARYNGOLOGY',
    value: { de: 'Oto-Rhino-Laryngologie', fr: 'Oto-rhino-laryngologie', it: 'Otorinolaringoiatria' },
  },
  { key: 'PATHOLOGY', value: { de: 'Pathologie', fr: 'Pathologie', it: 'Patologia' } },
  {
    key: 'PHARMACEUTICAL_MEDICINE',
    value: { de: 'Pharmazeutische Medizin', fr: 'Médecine pharmaceutique', it: 'Medicina farmaceutica' },
  },
  {
    key: 'PHYSICAL_MEDICINE_REHABILITATION',
    value: {
      de: 'Physikalische Medizin und Rehabilitation',
      fr: 'Médecine physique et réadaptation',
      it: 'Medicina fisica e riabilitazione',
    },
  },
  {
    key: 'PLASTIC_SURGERY',
    value: {
      de: 'Plastische, Rekonstruktive und Ästhetische Chirurgie',
      fr: 'Chirurgie plastique, reconstructive et esthétique',
      it: 'Chirurgia plastica, ricostruttiva ed estetica',
    },
    slugFrom: { de: 'Plastische Chirurgie', fr: 'Chirurgie plastique', it: 'Chirurgia plastica' },
  },
  { key: 'PULMONOLOGY', value: { de: 'Pneumologie', fr: 'Pneumologie', it: 'Pneumologia' } },
  {
    key: 'PREVENTION_PUBLIC_HEALTH',
    value: {
      de: 'Prävention und Gesundheitswesen',
      fr: 'Prévention et santé publique',
      it: 'Prevenzione e salute pubblica',
    },
  },
  {
    key: 'PSYCHIATRY_PSYCHOTHERAPY',
    value: {
      de: 'Psychiatrie und Psychotherapie',
      fr: 'Psychiatrie et psychothérapie',
      it: 'Psichiatria e psicoterapia',
    },
  },
  { key: 'RADIOLOGY', value: { de: 'Radiologie', fr: 'Radiologie', it: 'Radiologia' } },
  {
    key: 'RADIATION_ONCOLOGY',
    value: {
      de: 'Radio-Onkologie/Strahlentherapie',
      fr: 'Radio-oncologie/radiothérapie',
      it: 'Radio-oncologia/radioterapia',
    },
  },
  { key: 'FORENSIC_MEDICINE', value: { de: 'Rechtsmedizin', fr: 'Médecine légale', it: 'Medicina legale' } },
  { key: 'RHEUMATOLOGY', value: { de: 'Rheumatologie', fr: 'Rhumatologie', it: 'Reumatologia' } },
  {
    key: 'THORACIC_SURGERY',
    value: { de: 'Thoraxchirurgie', fr: 'Chirurgie thoracique', it: 'Chirurgia toracica' },
  },
  {
    key: 'TROPICAL_TRAVEL_MEDICINE',
    value: {
      de: 'Tropen- und Reisemedizin',
      fr: 'Médecine tropicale et médecine des voyages',
      it: 'Medicina tropicale e medicina di viaggio',
    },
    slugFrom: { fr: 'Médecine tropicale et des voyages', it: 'Medicina tropicale e di viaggio' },
  },
  { key: 'UROLOGY', value: { de: 'Urologie', fr: 'Urologie', it: 'Urologia' } },
])

export type FieldKey = (typeof FIELDS)[number]['key']
