import type { CategoryKey, Locale, Localized } from '../../../src/modules/essentials/data'

// E-journal and site content: fixed texts, so no randomness is needed.

export const AUTHORS = [
  {
    name: 'Dr. med. Sarah Imhof',
    slug: 'sarah-imhof',
    bio: {
      de: 'Assistenzärztin Innere Medizin und Redaktorin des E-Journals.',
      fr: 'Médecin assistante en médecine interne et rédactrice de l’e-journal.',
      it: 'Medico assistente in medicina interna e redattrice dell’e-journal.',
    },
  },
  {
    name: 'Julien Rochat',
    slug: 'julien-rochat',
    bio: {
      de: 'Medizinstudent im Wahlstudienjahr, schreibt über Unterassistenz und Karrierestart.',
      fr: 'Étudiant en médecine en année à option, écrit sur les stages et le début de carrière.',
      it: 'Studente di medicina nell’anno opzionale, scrive di sottoassistenza e inizio carriera.',
    },
  },
  {
    name: 'Giulia Pedrazzini',
    slug: 'giulia-pedrazzini',
    bio: {
      de: 'Journalistin mit Schwerpunkt Gesundheitswesen und Arbeitsrecht.',
      fr: 'Journaliste spécialisée dans la santé et le droit du travail.',
      it: 'Giornalista specializzata in sanità e diritto del lavoro.',
    },
  },
] as const

export const TAGS: Localized[] = [
  { de: 'Wahlstudienjahr', fr: 'Année à option', it: 'Anno opzionale' },
  { de: 'Lohn', fr: 'Salaire', it: 'Salario' },
  { de: 'Teilzeit', fr: 'Temps partiel', it: 'Tempo parziale' },
  { de: 'Bewerbung', fr: 'Candidature', it: 'Candidatura' },
  { de: 'Facharzttitel', fr: 'Titre de spécialiste', it: 'Titolo di specialista' },
  { de: 'Work-Life-Balance', fr: 'Équilibre vie pro-vie privée', it: 'Equilibrio lavoro-vita' },
]

export const ARTICLE_CATEGORIES: Localized[] = [
  { de: 'Karriere', fr: 'Carrière', it: 'Carriera' },
  { de: 'Arbeitsbedingungen', fr: 'Conditions de travail', it: 'Condizioni di lavoro' },
  { de: 'Weiterbildung', fr: 'Formation postgraduée', it: 'Perfezionamento' },
  { de: 'Spitalporträts', fr: 'Portraits d’hôpitaux', it: 'Ritratti di ospedali' },
]

export interface ArticleSpec {
  title: Localized
  teaser: Localized
  category: number
  tags: number[]
  author: number
  /** days before today */
  age: number
  /** link to this many institutions (portraits) */
  institutions: number
  /** which institutions the article is about */
  about?: { category?: CategoryKey; lang?: Locale }
}

export const ARTICLES: ArticleSpec[] = [
  {
    title: {
      de: 'Wahlstudienjahr planen: So findest du die passende Unterassistenz',
      fr: 'Planifier l’année à option : trouver le bon stage',
      it: 'Pianificare l’anno opzionale: trovare la sottoassistenza giusta',
    },
    teaser: {
      de: 'Wann bewerben, wo anfangen und worauf achten? Eine Checkliste für das Wahlstudienjahr.',
      fr: 'Quand postuler, où commencer et à quoi faire attention ? Une checklist pour l’année à option.',
      it: 'Quando candidarsi, dove iniziare e a cosa prestare attenzione? Una checklist per l’anno opzionale.',
    },
    category: 0,
    tags: [0, 3],
    author: 1,
    age: 12,
    institutions: 0,
  },
  {
    title: {
      de: 'Lohn als Assistenzärztin: Was ist realistisch?',
      fr: 'Salaire de médecin assistant·e : qu’est-ce qui est réaliste ?',
      it: 'Salario da medico assistente: cosa è realistico?',
    },
    teaser: {
      de: 'Zwischen 90’000 und 105’000 Franken im ersten Jahr – wir zeigen, wovon der Lohn abhängt.',
      fr: 'Entre 90’000 et 105’000 francs la première année : ce qui influence le salaire.',
      it: 'Tra 90’000 e 105’000 franchi il primo anno: da cosa dipende il salario.',
    },
    category: 1,
    tags: [1],
    author: 2,
    age: 30,
    institutions: 0,
  },
  {
    title: {
      de: '50-Stunden-Woche: Was das Arbeitsgesetz sagt',
      fr: 'Semaine de 50 heures : ce que dit la loi sur le travail',
      it: 'Settimana di 50 ore: cosa dice la legge sul lavoro',
    },
    teaser: {
      de: 'Höchstarbeitszeit, Ruhezeiten und Pikett: die wichtigsten Regeln für Spitalärztinnen und -ärzte.',
      fr: 'Durée maximale, repos et piquet : les règles essentielles pour les médecins hospitaliers.',
      it: 'Orario massimo, riposo e picchetto: le regole principali per i medici ospedalieri.',
    },
    category: 1,
    tags: [5],
    author: 2,
    age: 55,
    institutions: 0,
  },
  {
    title: {
      de: 'Facharzttitel: Der Weg durch die Weiterbildung',
      fr: 'Titre de spécialiste : le parcours de formation',
      it: 'Titolo di specialista: il percorso di perfezionamento',
    },
    teaser: {
      de: 'Weiterbildungsstätten, Kategorien und Logbuch – so behältst du den Überblick.',
      fr: 'Établissements de formation, catégories et logbook : garder une vue d’ensemble.',
      it: 'Stabilimenti di perfezionamento, categorie e logbook: mantenere la visione d’insieme.',
    },
    category: 2,
    tags: [4],
    author: 0,
    age: 80,
    institutions: 0,
  },
  {
    title: {
      de: 'Teilzeit in der Klinik: Modelle, die funktionieren',
      fr: 'Temps partiel à l’hôpital : des modèles qui fonctionnent',
      it: 'Tempo parziale in clinica: modelli che funzionano',
    },
    teaser: {
      de: 'Jobsharing, 80-Prozent-Pensen und planbare Dienste: Beispiele aus Schweizer Spitälern.',
      fr: 'Job sharing, taux à 80 % et gardes planifiables : des exemples d’hôpitaux suisses.',
      it: 'Job sharing, grado all’80 % e turni pianificabili: esempi da ospedali svizzeri.',
    },
    category: 1,
    tags: [2, 5],
    author: 0,
    age: 110,
    institutions: 2,
    about: { category: 'CANTONAL_HOSPITAL' },
  },
  {
    title: {
      de: 'Bewerbung im Spital: 7 Tipps für Lebenslauf und Gespräch',
      fr: 'Postuler à l’hôpital : 7 conseils pour le CV et l’entretien',
      it: 'Candidarsi in ospedale: 7 consigli per CV e colloquio',
    },
    teaser: {
      de: 'Was Chefärztinnen und Chefärzte wirklich lesen und wie du im Gespräch überzeugst.',
      fr: 'Ce que lisent vraiment les médecins-chefs et comment convaincre en entretien.',
      it: 'Cosa leggono davvero i primari e come convincere al colloquio.',
    },
    category: 0,
    tags: [3],
    author: 1,
    age: 140,
    institutions: 0,
  },
  {
    title: {
      de: 'Praxisassistenz: Von der Klinik in die Hausarztpraxis',
      fr: 'Assistanat au cabinet : de l’hôpital au cabinet médical',
      it: 'Assistentato in studio: dall’ospedale allo studio medico',
    },
    teaser: {
      de: 'Wie die Praxisassistenz funktioniert und wer sie finanziert.',
      fr: 'Comment fonctionne l’assistanat au cabinet et qui le finance.',
      it: 'Come funziona l’assistentato in studio e chi lo finanzia.',
    },
    category: 2,
    tags: [4],
    author: 0,
    age: 175,
    institutions: 0,
  },
  {
    title: { de: 'Mutterschaft während der Assistenzzeit', fr: 'Maternité pendant l’assistanat', it: 'Maternità durante l’assistentato' },
    teaser: {
      de: '14 Wochen gesetzlich, oft 16 und mehr im Spital: was gilt und was du verhandeln kannst.',
      fr: '14 semaines légales, souvent 16 ou plus à l’hôpital : ce qui s’applique et ce qui se négocie.',
      it: '14 settimane per legge, spesso 16 e più in ospedale: cosa vale e cosa si può negoziare.',
    },
    category: 1,
    tags: [2, 5],
    author: 2,
    age: 210,
    institutions: 0,
  },
  {
    title: { de: 'Ein Tag im Regionalspital', fr: 'Une journée dans un hôpital régional', it: 'Una giornata in un ospedale regionale' },
    teaser: {
      de: 'Breites Spektrum, kurze Wege: Unterassistentinnen erzählen von ihrem Alltag.',
      fr: 'Un large spectre et des circuits courts : des stagiaires racontent leur quotidien.',
      it: 'Ampio spettro e percorsi brevi: le sottoassistenti raccontano la loro quotidianità.',
    },
    category: 3,
    tags: [0],
    author: 1,
    age: 260,
    institutions: 3,
    about: { category: 'REGIONAL_HOSPITAL' },
  },
  {
    title: { de: 'Nachtdienst: So bleibst du fit', fr: 'Service de nuit : rester en forme', it: 'Turno di notte: come restare in forma' },
    teaser: {
      de: 'Schlaf, Ernährung und Erholung rund um die Nachtdienstwoche.',
      fr: 'Sommeil, alimentation et récupération autour de la semaine de nuit.',
      it: 'Sonno, alimentazione e recupero durante la settimana di notte.',
    },
    category: 1,
    tags: [5],
    author: 0,
    age: 300,
    institutions: 0,
  },
  {
    title: { de: 'Arbeiten in der Romandie: Sprache und Chancen', fr: 'Travailler en Suisse romande : langue et opportunités', it: 'Lavorare in Romandia: lingua e opportunità' },
    teaser: {
      de: 'Warum sich ein Jahr in Lausanne, Genf oder Sion für Deutschschweizer Ärztinnen lohnt.',
      fr: 'Pourquoi une année à Lausanne, Genève ou Sion vaut la peine pour les médecins alémaniques.',
      it: 'Perché un anno a Losanna, Ginevra o Sion vale la pena per i medici svizzero-tedeschi.',
    },
    category: 0,
    tags: [3],
    author: 2,
    age: 360,
    institutions: 2,
    about: { lang: 'fr' },
  },
  {
    title: { de: 'Psychiatrie als Karriereweg', fr: 'La psychiatrie comme choix de carrière', it: 'La psichiatria come percorso di carriera' },
    teaser: {
      de: 'Gefragte Fachrichtung mit planbaren Arbeitszeiten: ein Einblick in die Weiterbildung.',
      fr: 'Une spécialité recherchée aux horaires prévisibles : aperçu de la formation.',
      it: 'Una specialità richiesta con orari pianificabili: uno sguardo al perfezionamento.',
    },
    category: 3,
    tags: [4, 2],
    author: 0,
    age: 420,
    institutions: 1,
    about: { category: 'PSYCHIATRIC_CLINIC' },
  },
]

export const LINKS: { identifier: string; path: Localized; isFolder: boolean }[] = [
  { identifier: 'jobs', path: { de: '/jobs', fr: '/jobs', it: '/jobs' }, isFolder: true },
  { identifier: 'institutions', path: { de: '/institutions', fr: '/institutions', it: '/institutions' }, isFolder: true },
  { identifier: 'ejournal', path: { de: '/ejournals', fr: '/ejournals', it: '/ejournals' }, isFolder: true },
  { identifier: 'offer', path: { de: '/angebot', fr: '/offre', it: '/offerta' }, isFolder: false },
  { identifier: 'privacy', path: { de: '/datenschutz', fr: '/protection-des-donnees', it: '/protezione-dei-dati' }, isFolder: false },
  { identifier: 'terms', path: { de: '/agb', fr: '/conditions-generales', it: '/condizioni-generali' }, isFolder: false },
]

export const REDIRECTS = [
  { from: '/de/karriere', to: '/de/jobs', status_code: '301' as const },
  { from: '/fr/carriere', to: '/fr/jobs', status_code: '301' as const },
]

export const SETTINGS = {
  site_name: 'Helvemed',
  claim: {
    de: 'Die Karriereplattform für Ärztinnen und Ärzte in der Schweiz',
    fr: 'La plateforme carrière des médecins en Suisse',
    it: 'La piattaforma di carriera per i medici in Svizzera',
  },
  footer_text: {
    de: 'Helvemed verbindet Medizinstudierende, Ärztinnen und Ärzte mit Spitälern, Kliniken und Praxen in der ganzen Schweiz.',
    fr: 'Helvemed met en relation étudiant·e·s en médecine et médecins avec les hôpitaux, cliniques et cabinets de toute la Suisse.',
    it: 'Helvemed collega studenti di medicina e medici con ospedali, cliniche e studi medici in tutta la Svizzera.',
  },
  social: [
    { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/helvemed-example' },
    { network: 'instagram' as const, url: 'https://www.instagram.com/helvemed.example' },
  ],
}

export const ARTICLE_NOTE: Localized = {
  de: 'Dieser Beitrag gehört zu den Demodaten von Helvemed; der vollständige Text wird in der Redaktion gepflegt.',
  fr: 'Cet article fait partie des données de démonstration de Helvemed ; le texte complet est géré par la rédaction.',
  it: 'Questo articolo fa parte dei dati dimostrativi di Helvemed; il testo completo è curato dalla redazione.',
}

/** Minimal Lexical document: one paragraph per text. */
export function lexicalParagraphs(texts: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: texts.map((text) => ({
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}
