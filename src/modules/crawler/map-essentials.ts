import { FIELDS, LEVELS } from '../essentials/data'

// Fields and levels from an ad's title and occupationalCategory (ADR 0070), best effort: a field
// when one of its names (de, fr, it) or a long part of one ("Gynäkologie" of "Gynäkologie und
// Geburtshilfe") appears in the text; a level by the job titles that name it.

export const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const FIELD_ALIASES: Record<string, string[]> = {
  GENERAL_INTERNAL_MEDICINE: ['innere medizin', 'medecine interne', 'medicina interna', 'hausarzt', 'hausarztin', 'medecin de famille', 'medico di famiglia'],
  PSYCHIATRY_PSYCHOTHERAPY: ['psychiatrie', 'psichiatria'],
}

const fieldNames: { key: string; names: string[] }[] = FIELDS.map((field) => {
  const names = new Set<string>(FIELD_ALIASES[field.key] ?? [])
  for (const label of Object.values(field.value)) {
    const whole = normalise(label)
    names.add(whole)
    for (const part of label.split(/\s+(?:und|et|e|ed)\s+|\/|,/)) {
      const n = normalise(part)
      if (n.length >= 8) names.add(n)
    }
  }
  return { key: field.key, names: [...names] }
})

const LEVEL_WORDS: Record<string, string[]> = {
  STUDENT_INTERN: ['unterassistent', 'unterassistenz', 'wahlstudienjahr', 'stagiaire', 'sottoassistent', 'anno opzionale'],
  ASSISTANT_PHYSICIAN: ['assistenzarzt', 'assistenzarztin', 'assistenzarzt in', 'medecin assistant', 'medico assistente', 'medica assistente'],
  SENIOR_PHYSICIAN: ['oberarzt', 'oberarztin', 'chef de clinique', 'cheffe de clinique', 'chef fe de clinique', 'capoclinica', 'medico capoclinica'],
  LEADING_PHYSICIAN: ['leitender arzt', 'leitende arztin', 'leitende r arzt', 'medecin adjoint', 'medico aggiunto', 'medica aggiunta'],
  CHIEF_PHYSICIAN: ['chefarzt', 'chefarztin', 'medecin chef', 'primario', 'primaria'],
  HOSPITAL_SPECIALIST: ['spitalfacharzt', 'spitalfacharztin', 'medecin hospitalier', 'medico ospedaliero'],
  PRACTICE_ASSISTANT: ['praxisassistent', 'praxisassistenz', 'assistanat en cabinet', 'assistentato'],
  PRACTICE_SPECIALIST: ['facharzt praxis', 'facharztin praxis', 'specialiste en cabinet', 'specialista studio'],
}

const contains = (text: string, name: string) => ` ${text} `.includes(` ${name} `) || (name.length >= 8 && text.includes(name))

export function fieldsOfText(text: string): string[] {
  const t = normalise(text)
  return fieldNames.filter((f) => f.names.some((n) => contains(t, n))).map((f) => f.key)
}

export function levelsOfText(text: string): string[] {
  const t = normalise(text)
  return LEVELS.filter((level) => (LEVEL_WORDS[level.key] ?? []).some((w) => contains(t, w))).map((level) => level.key)
}
