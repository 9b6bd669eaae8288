import { defineEssentials } from './define'

// Ordered by career stage in hospital, then the practice-based positions.
// Slugs use the short (masculine) form because URLs cannot carry both forms readably.
export const LEVELS = defineEssentials([
  {
    key: 'STUDENT_INTERN',
    value: {
      de: 'Unterassistenz / Wahlstudienjahr',
      fr: 'Étudiant·e stagiaire / année à option',
      it: 'Sottoassistente / anno opzionale',
    },
    slugFrom: { de: 'Unterassistenz', fr: 'Stagiaire', it: 'Sottoassistente' },
  },
  {
    key: 'ASSISTANT_PHYSICIAN',
    value: { de: 'Assistenzarzt/-ärztin', fr: 'Médecin assistant·e', it: 'Medico assistente' },
    slugFrom: { de: 'Assistenzarzt', fr: 'Médecin assistant' },
  },
  {
    key: 'SENIOR_PHYSICIAN',
    value: { de: 'Oberarzt/-ärztin', fr: 'Chef·fe de clinique', it: 'Capoclinica' },
    slugFrom: { de: 'Oberarzt', fr: 'Chef de clinique' },
  },
  {
    key: 'LEADING_PHYSICIAN',
    value: { de: 'Leitende/r Arzt/Ärztin', fr: 'Médecin adjoint·e', it: 'Medico aggiunto/a' },
    slugFrom: { de: 'Leitender Arzt', fr: 'Médecin adjoint', it: 'Medico aggiunto' },
  },
  {
    key: 'CHIEF_PHYSICIAN',
    value: { de: 'Chefarzt/-ärztin', fr: 'Médecin-chef·fe', it: 'Primario/a' },
    slugFrom: { de: 'Chefarzt', fr: 'Médecin-chef', it: 'Primario' },
  },
  {
    key: 'HOSPITAL_SPECIALIST',
    value: { de: 'Spitalfacharzt/-ärztin', fr: 'Médecin hospitalier·ère', it: 'Medico ospedaliero/a' },
    slugFrom: { de: 'Spitalfacharzt', fr: 'Médecin hospitalier', it: 'Medico ospedaliero' },
  },
  {
    key: 'PRACTICE_ASSISTANT',
    value: { de: 'Praxisassistenz', fr: 'Assistanat au cabinet médical', it: 'Assistentato in studio medico' },
    slugFrom: { fr: 'Assistanat cabinet', it: 'Assistentato studio' },
  },
  {
    key: 'PRACTICE_SPECIALIST',
    value: {
      de: 'Facharzt/-ärztin in Praxis',
      fr: 'Médecin spécialiste en cabinet',
      it: 'Medico specialista in studio medico',
    },
    slugFrom: { de: 'Facharzt Praxis', fr: 'Spécialiste cabinet', it: 'Specialista studio' },
  },
])

export type LevelKey = (typeof LEVELS)[number]['key']
