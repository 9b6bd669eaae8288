import type { FieldKey, LevelKey, Locale } from '../../../src/modules/essentials/data'
import type { Random } from '../random'
import { fieldName, lowerFirst } from './institution-texts'
import { frOf } from './places'

// Building blocks of job ad texts in the ad's language.

/** Job-title forms of the levels (shorter than the list labels). */
const LEVEL_TITLE: Record<LevelKey, Record<Locale, string>> = {
  STUDENT_INTERN: { de: 'Unterassistent/in', fr: 'Étudiant·e stagiaire', it: 'Sottoassistente' },
  ASSISTANT_PHYSICIAN: { de: 'Assistenzarzt/-ärztin', fr: 'Médecin assistant·e', it: 'Medico assistente' },
  SENIOR_PHYSICIAN: { de: 'Oberarzt/-ärztin', fr: 'Chef·fe de clinique', it: 'Capoclinica' },
  LEADING_PHYSICIAN: { de: 'Leitende/r Arzt/Ärztin', fr: 'Médecin adjoint·e', it: 'Medico aggiunto/a' },
  CHIEF_PHYSICIAN: { de: 'Chefarzt/-ärztin', fr: 'Médecin-chef·fe', it: 'Primario/a' },
  HOSPITAL_SPECIALIST: { de: 'Spitalfacharzt/-ärztin', fr: 'Médecin hospitalier·ère', it: 'Medico ospedaliero/a' },
  PRACTICE_ASSISTANT: { de: 'Praxisassistent/in', fr: 'Médecin assistant·e au cabinet', it: 'Medico assistente di studio' },
  PRACTICE_SPECIALIST: { de: 'Facharzt/-ärztin', fr: 'Médecin spécialiste', it: 'Medico specialista' },
}

const OR: Record<Locale, string> = { de: ' oder ', fr: ' ou ', it: ' o ' }

export function pensumLabel(min: number, max: number): string {
  return min === max ? `${max} %` : `${min}–${max} %`
}

/** "Assistenzarzt/-ärztin Kardiologie", "Médecin assistant·e en cardiologie" (without pensum). */
export function jobTitle(levels: readonly LevelKey[], field: FieldKey, lang: Locale): string {
  const who = levels.map((l) => LEVEL_TITLE[l][lang]).join(OR[lang])
  if (lang === 'de') return `${who} ${fieldName(field, 'de')}`
  if (lang === 'fr') return `${who} en ${lowerFirst(fieldName(field, 'fr'))}`
  return `${who} in ${lowerFirst(fieldName(field, 'it'))}`
}

const DATE_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  it: new Intl.DateTimeFormat('it-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
}

export function startPhrase(type: 'immediate' | 'agreement' | 'date', date: string | null, lang: Locale): string {
  if (type === 'immediate') return { de: 'per sofort', fr: 'de suite', it: 'da subito' }[lang]
  if (type === 'agreement' || !date) return { de: 'nach Vereinbarung', fr: 'à convenir', it: 'da convenire' }[lang]
  const formatted = DATE_FORMATS[lang].format(new Date(date))
  return { de: `per ${formatted}`, fr: `dès le ${formatted}`, it: `dal ${formatted}` }[lang]
}

type Pool = Record<Locale, string[]>

const TASKS_STUDENT: Pool = {
  de: [
    'Mitarbeit im Stationsalltag unter Anleitung',
    'Aufnahme und Untersuchung von Patientinnen und Patienten',
    'Assistenz im Operationssaal und in der Sprechstunde',
    'Teilnahme an Rapporten und internen Fortbildungen',
  ],
  fr: [
    'Participation au quotidien de l’unité sous supervision',
    'Anamnèse et examen clinique des patient·e·s',
    'Assistance au bloc opératoire et en consultation',
    'Participation aux colloques et formations internes',
  ],
  it: [
    'Collaborazione nel reparto sotto supervisione',
    'Anamnesi ed esame clinico delle pazienti e dei pazienti',
    'Assistenza in sala operatoria e in ambulatorio',
    'Partecipazione ai rapporti e alle formazioni interne',
  ],
}
const TASKS_DOCTOR: Pool = {
  de: [
    'Betreuung der Patientinnen und Patienten auf der Bettenstation',
    'Mitarbeit auf der interdisziplinären Notfallstation',
    'Teilnahme am Dienstbetrieb inkl. Nacht- und Wochenenddiensten',
    'Mitwirkung in Sprechstunden und im Konsiliardienst',
    'Enge Zusammenarbeit mit Pflege, Therapie und Sozialdienst',
  ],
  fr: [
    'Prise en charge des patient·e·s hospitalisé·e·s',
    'Activité aux urgences interdisciplinaires',
    'Participation aux gardes de nuit et de week-end',
    'Consultations ambulatoires et avis spécialisés',
    'Collaboration étroite avec les soins, les thérapies et le service social',
  ],
  it: [
    'Presa a carico delle pazienti e dei pazienti degenti',
    'Attività nel pronto soccorso interdisciplinare',
    'Partecipazione ai turni di notte e di fine settimana',
    'Consultazioni ambulatoriali e consulenze specialistiche',
    'Stretta collaborazione con cure, terapie e servizio sociale',
  ],
}
const TASKS_SENIOR: Pool = {
  de: [
    'Supervision und Ausbildung der Assistenzärztinnen und -ärzte',
    'Oberärztlicher Hintergrunddienst',
    'Leitung eigener Spezialsprechstunden',
    'Mitarbeit in Qualitätsprojekten und Lehre',
  ],
  fr: [
    'Supervision et formation des médecins assistant·e·s',
    'Gardes de cadre en deuxième ligne',
    'Responsabilité de consultations spécialisées',
    'Participation aux projets qualité et à l’enseignement',
  ],
  it: [
    'Supervisione e formazione dei medici assistenti',
    'Servizio di picchetto da capoclinica',
    'Conduzione di ambulatori specialistici',
    'Partecipazione a progetti di qualità e all’insegnamento',
  ],
}
const REQUIREMENTS: Pool = {
  de: [
    'Teamfähigkeit und Freude an interdisziplinärer Zusammenarbeit',
    'Selbständige, zuverlässige Arbeitsweise',
    'Gute Deutschkenntnisse (mindestens C1), Französisch von Vorteil',
    'Interesse an Lehre und Weiterbildung',
  ],
  fr: [
    'Esprit d’équipe et goût pour la collaboration interdisciplinaire',
    'Autonomie et fiabilité',
    'Très bonnes connaissances du français (C1), l’allemand est un atout',
    'Intérêt pour l’enseignement et la formation',
  ],
  it: [
    'Spirito di squadra e piacere per la collaborazione interdisciplinare',
    'Modo di lavorare autonomo e affidabile',
    'Ottima conoscenza dell’italiano (C1), il tedesco costituisce un vantaggio',
    'Interesse per l’insegnamento e la formazione',
  ],
}
const OFFERS: Pool = {
  de: [
    'Wöchentliche interne Fortbildungen und Journal Club',
    'Anstellungsbedingungen gemäss GAV',
    'Moderne Infrastruktur und ein motiviertes Team',
    'Unterstützung bei der Wohnungssuche oder ein Personalzimmer',
    'Kinderkrippe und flexible Arbeitszeitmodelle',
    'Gut erreichbarer Arbeitsort mit ÖV',
  ],
  fr: [
    'Formations internes hebdomadaires et journal club',
    'Conditions d’engagement selon la CCT',
    'Infrastructure moderne et équipe motivée',
    'Aide à la recherche de logement ou chambre du personnel',
    'Crèche et modèles de temps de travail flexibles',
    'Lieu de travail bien desservi par les transports publics',
  ],
  it: [
    'Formazioni interne settimanali e journal club',
    'Condizioni d’impiego secondo il CCL',
    'Infrastrutture moderne e un team motivato',
    'Sostegno nella ricerca di un alloggio o camera del personale',
    'Asilo nido e modelli di orario flessibili',
    'Luogo di lavoro ben servito dai trasporti pubblici',
  ],
}

const bullets = (items: string[]) => items.map((item) => `• ${item}`).join('\n')

export interface JobTextInput {
  lang: Locale
  levels: readonly LevelKey[]
  field: FieldKey
  pensum: string
  start: string
  institutionName: string
  institutionText: string
  wbsCategory: string | null
  contactPerson: string
  contactPhone: string
}

export function jobContent(rng: Random, t: JobTextInput) {
  const lang = t.lang
  const student = t.levels.includes('STUDENT_INTERN')
  const senior = t.levels.some((l) => l === 'SENIOR_PHYSICIAN' || l === 'LEADING_PHYSICIAN' || l === 'CHIEF_PHYSICIAN')
  const role = t.levels.map((l) => LEVEL_TITLE[l][lang]).join(OR[lang])
  const fieldText = lang === 'de' ? fieldName(t.field, 'de') : lowerFirst(fieldName(t.field, lang))
  const teaser = {
    de: `Für unser Team im Fachbereich ${fieldText} suchen wir ${t.start} eine engagierte Persönlichkeit als ${role} (${t.pensum}).`,
    fr: `Pour renforcer notre service ${frOf(fieldText)}, nous recherchons ${t.start} un·e ${lowerFirst(role)} motivé·e (${t.pensum}).`,
    it: `Per completare il nostro team di ${fieldText} cerchiamo ${t.start} una persona motivata come ${lowerFirst(role)} (${t.pensum}).`,
  }[lang]
  const tasks = rng.sample((student ? TASKS_STUDENT : senior ? TASKS_SENIOR : TASKS_DOCTOR)[lang], 3)
  const diploma = student
    ? { de: 'Studium der Humanmedizin im Wahlstudienjahr', fr: 'Études de médecine humaine, année à option', it: 'Studio di medicina umana, anno opzionale' }[lang]
    : senior
      ? {
          de: `Facharzttitel ${fieldText} oder gleichwertige Qualifikation`,
          fr: `Titre de spécialiste en ${fieldText} ou qualification équivalente`,
          it: `Titolo di specialista in ${fieldText} o qualifica equivalente`,
        }[lang]
      : { de: 'Eidgenössisches oder anerkanntes Arztdiplom', fr: 'Diplôme fédéral de médecin ou diplôme reconnu', it: 'Diploma federale di medico o diploma riconosciuto' }[lang]
  const offers = rng.sample(OFFERS[lang], 3)
  if (t.wbsCategory && !student) {
    offers.unshift(
      {
        de: `Strukturierte Weiterbildung (SIWF-Weiterbildungsstätte Kategorie ${t.wbsCategory})`,
        fr: `Formation postgraduée structurée (établissement de formation ISFM, catégorie ${t.wbsCategory})`,
        it: `Perfezionamento strutturato (stabilimento di perfezionamento ISFM, categoria ${t.wbsCategory})`,
      }[lang],
    )
  }
  const contact = {
    de: `Für Fragen steht Ihnen ${t.contactPerson} gerne zur Verfügung (${t.contactPhone}). Wir freuen uns auf Ihre Bewerbung.`,
    fr: `${t.contactPerson} répond volontiers à vos questions (${t.contactPhone}). Nous nous réjouissons de recevoir votre candidature.`,
    it: `${t.contactPerson} è volentieri a disposizione per domande (${t.contactPhone}). Attendiamo con piacere la sua candidatura.`,
  }[lang]
  return {
    teaser,
    task: bullets(tasks),
    requirement: bullets([diploma, ...rng.sample(REQUIREMENTS[lang], 2)]),
    offer: bullets(offers),
    institution: t.institutionText,
    contact,
  }
}

export const APPLY_MAILBOX: Record<Locale, string> = { de: 'bewerbung', fr: 'candidature', it: 'candidature' }
