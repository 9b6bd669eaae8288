import { FIELDS, LOCALES, type CantonCode, type CategoryKey, type FieldKey, type Locale, type Localized } from '../../../src/modules/essentials/data'
import type { Random } from '../random'

/** 1'250 (Swiss thousands separator) */
export function chf(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2019')
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

export function fieldName(key: FieldKey, lang: Locale): string {
  const field = FIELDS.find((f) => f.key === key)
  if (!field) throw new Error(`unknown field ${key}`)
  return field.value[lang]
}

const NOUN: Record<CategoryKey, Localized> = {
  UNIVERSITY_HOSPITAL: { de: 'ein Universitätsspital', fr: 'un hôpital universitaire', it: 'un ospedale universitario' },
  CANTONAL_HOSPITAL: { de: 'ein Kantonsspital', fr: 'un hôpital cantonal', it: 'un ospedale cantonale' },
  REGIONAL_HOSPITAL: { de: 'ein Regionalspital', fr: 'un hôpital régional', it: 'un ospedale regionale' },
  HOSPITAL_GROUP: { de: 'eine Spitalgruppe mit mehreren Standorten', fr: 'un groupe hospitalier multisite', it: 'un gruppo ospedaliero con più sedi' },
  PRIVATE_CLINIC: { de: 'eine Privatklinik', fr: 'une clinique privée', it: 'una clinica privata' },
  PSYCHIATRIC_CLINIC: { de: 'eine psychiatrische Klinik', fr: 'une clinique psychiatrique', it: 'una clinica psichiatrica' },
  REHABILITATION_CLINIC: { de: 'eine Rehabilitationsklinik', fr: 'une clinique de réadaptation', it: 'una clinica di riabilitazione' },
  PRACTICE: { de: 'eine Gruppenpraxis', fr: 'un cabinet de groupe', it: 'uno studio medico associato' },
  OTHER: { de: 'ein medizinisches Zentrum', fr: 'un centre médical', it: 'un centro medico' },
}

const STAFF: Record<CategoryKey, [number, number]> = {
  UNIVERSITY_HOSPITAL: [6000, 11000],
  CANTONAL_HOSPITAL: [1500, 4000],
  REGIONAL_HOSPITAL: [300, 1200],
  HOSPITAL_GROUP: [2000, 5000],
  PRIVATE_CLINIC: [150, 600],
  PSYCHIATRIC_CLINIC: [200, 900],
  REHABILITATION_CLINIC: [100, 400],
  PRACTICE: [8, 40],
  OTHER: [20, 150],
}

const CLOSING: Record<Locale, string[]> = {
  de: [
    'Wir legen grossen Wert auf eine strukturierte Weiterbildung und ein kollegiales Arbeitsumfeld.',
    'Unterassistentinnen und Unterassistenten sind bei uns herzlich willkommen.',
    'Moderne Infrastruktur und kurze Entscheidungswege prägen unseren Alltag.',
    'Flexible Arbeitszeitmodelle helfen, Beruf und Familie zu vereinbaren.',
  ],
  fr: [
    'Nous accordons une grande importance à une formation postgraduée structurée et à un climat collégial.',
    'Les étudiant·e·s en année à option sont les bienvenu·e·s dans nos équipes.',
    'Une infrastructure moderne et des processus de décision courts marquent notre quotidien.',
    'Des horaires flexibles facilitent la conciliation entre vie professionnelle et vie familiale.',
  ],
  it: [
    'Diamo grande importanza a un perfezionamento strutturato e a un ambiente di lavoro collegiale.',
    'Le sottoassistenti e i sottoassistenti sono i benvenuti nei nostri team.',
    'Infrastrutture moderne e processi decisionali snelli caratterizzano il nostro lavoro quotidiano.',
    'Modelli di orario flessibili aiutano a conciliare lavoro e famiglia.',
  ],
}

/** Two or three sentences per language, the same facts in each. */
export function institutionDescription(rng: Random, name: string, category: CategoryKey, city: string, canton: CantonCode, departments: number): Localized {
  const [min, max] = STAFF[category]
  const staff = rng.stepped(min, max, min >= 1000 ? 100 : 10)
  const patients = chf(Math.round((staff * rng.int(8, 14)) / 100) * 100)
  const closing = rng.chance(0.7) ? rng.int(0, CLOSING.de.length - 1) : null
  const where = `${city} (${canton})`
  const text: Localized = {
    de: `${name} ist ${NOUN[category].de} in ${where}. Rund ${chf(staff)} Mitarbeitende in ${departments} Fachbereichen betreuen jährlich über ${patients} Patientinnen und Patienten.`,
    fr: `${name} est ${NOUN[category].fr} à ${where}. Quelque ${chf(staff)} collaboratrices et collaborateurs, répartis dans ${departments} disciplines, prennent en charge plus de ${patients} patient·e·s par an.`,
    it: `${name} è ${NOUN[category].it} a ${where}. Circa ${chf(staff)} collaboratrici e collaboratori in ${departments} discipline assistono ogni anno oltre ${patients} pazienti.`,
  }
  if (closing !== null) {
    for (const lang of LOCALES) text[lang] += ` ${CLOSING[lang][closing]}`
  }
  return text
}

const BENEFITS: Localized[] = [
  { de: 'Vergünstigte Verpflegung im Personalrestaurant', fr: 'Repas à prix réduit au restaurant du personnel', it: 'Pasti a prezzo ridotto nel ristorante del personale' },
  { de: 'Kinderkrippe auf dem Areal', fr: 'Crèche sur le site', it: 'Asilo nido in sede' },
  { de: 'Jährliches Weiterbildungsbudget', fr: 'Budget annuel de formation continue', it: 'Budget annuale per la formazione continua' },
  { de: 'Personalzimmer und Wohnungen', fr: 'Chambres et appartements pour le personnel', it: 'Camere e appartamenti per il personale' },
  { de: 'Vergünstigtes ÖV-Abonnement', fr: 'Abonnement de transports publics à prix réduit', it: 'Abbonamento ai trasporti pubblici scontato' },
  { de: 'Fitness- und Sportangebote', fr: 'Offres de fitness et de sport', it: 'Offerte di fitness e sport' },
  { de: 'Mentoring-Programm für Assistenzärztinnen und -ärzte', fr: 'Programme de mentorat pour les médecins assistant·e·s', it: 'Programma di mentoring per medici assistenti' },
]

export function benefits(rng: Random): Localized {
  const chosen = rng.sample(BENEFITS, rng.int(2, 4))
  return {
    de: chosen.map((b) => `• ${b.de}`).join('\n'),
    fr: chosen.map((b) => `• ${b.fr}`).join('\n'),
    it: chosen.map((b) => `• ${b.it}`).join('\n'),
  }
}

/** Name of a further-training place in the institution's language, as the SIWF register lists it. */
export function wbsName(institution: string, field: FieldKey, lang: Locale): string {
  const department = {
    de: `Klinik für ${fieldName(field, 'de')}`,
    fr: `Service de ${lowerFirst(fieldName(field, 'fr'))}`,
    it: `Servizio di ${lowerFirst(fieldName(field, 'it'))}`,
  }[lang]
  return `${institution}, ${department}`
}
