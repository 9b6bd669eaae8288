import type { Locale } from '../../../src/i18n/locales'
import type { Page } from '../../../src/payload-types'

// The demo landing page built from every content block (ADR 0061): the elective-year guide.

const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }
const text = (value: string, format = 0, state?: Record<string, string>) => ({
  type: 'text',
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
  ...(state ? { $: state } : {}),
})
const paragraph = (...children: unknown[]) => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children })
const heading = (value: string) => ({ ...base, type: 'heading', tag: 'h2', children: [text(value)] })
const item = (value: string, n: number) => ({ ...base, type: 'listitem', value: n, children: [text(value)] })
const cell = (value: string, headerState = 0) => ({ ...base, type: 'tablecell', headerState, colSpan: 1, rowSpan: 1, backgroundColor: null, children: [paragraph(text(value))] })
const link = (url: string, label: string) => ({ ...base, type: 'link', version: 3, fields: { linkType: 'custom', url, newTab: false }, children: [text(label)] })
const doc = (...children: unknown[]) => ({ root: { ...base, type: 'root', children: children as { type: string; version: number }[] } })

type Words = {
  title: string
  path: string
  description: string
  intro: [string, string, string]
  stepsTitle: string
  steps: [string, string, string]
  quote: string
  table: [[string, string], [string, string], [string, string]]
  searchLink: string
  navigation: [string, string]
  html: string
  videoTitle: string
  caption: string
  alt: string
  articles: string
  jobs: string
  footerTitle: string
  footer: [string, string]
  /** a short content page the guide opens as a modal story */
  story: { title: string; path: string; question: string; body: [string, string] }
}

export const GUIDE_WORDS: Record<Locale, Words> = {
  de: {
    title: 'Leitfaden Wahlstudienjahr',
    path: 'wahlstudienjahr-leitfaden',
    description: 'Wie du dein Wahlstudienjahr planst: Bewerbung, Unterassistenz, Erfahrungen anderer Studierender und passende Stellen.',
    intro: ['Das Wahlstudienjahr ist ', 'deine Chance', ', Fachgebiete und Spitäler kennenzulernen 🩺.'],
    stepsTitle: 'In drei Schritten',
    steps: ['Fachgebiete und Kantone wählen', 'Früh bewerben, oft ein Jahr im Voraus', 'Erfahrungen festhalten und bewerten'],
    quote: 'Wer früh plant, hat die freie Wahl.',
    table: [
      ['Zeitpunkt', 'Schritt'],
      ['12 Monate vorher', 'Bewerbungen schicken'],
      ['3 Monate vorher', 'Zusagen bestätigen'],
    ],
    searchLink: 'Unterassistenzstellen in der Kardiologie im Kanton Bern',
    navigation: ['Stellen suchen', 'Arbeitgeber entdecken'],
    html: '<p>Tipp: Die <strong>Bewertungen</strong> anderer Studierender zeigen, wie gut ein Spital ausbildet.</p>',
    videoTitle: 'Ein Tag als Unterassistent',
    caption: 'Visite im Spital: Im Wahlstudienjahr bist du Teil des Teams.',
    alt: 'Illustration eines Spitalgangs',
    articles: 'Aus dem E-Journal',
    jobs: 'Aktuelle Stellen',
    footerTitle: 'Bereit für dein Wahlstudienjahr?',
    footer: ['Konto erstellen', 'Für Arbeitgeber'],
    story: {
      title: 'Unterassistenz kurz erklärt',
      path: 'unterassistenz-kurz-erklaert',
      question: 'Was ist eine Unterassistenz?',
      body: [
        'Als Unterassistentin oder Unterassistent arbeitest du im Wahlstudienjahr während einiger Wochen oder Monate in einem Spital oder einer Praxis mit.',
        'Du übernimmst unter Anleitung Aufgaben im Team, lernst den Alltag einer Fachrichtung kennen und wirst meist mit einem kleinen Lohn entschädigt.',
      ],
    },
  },
  fr: {
    title: 'Guide de l’année à option',
    path: 'guide-annee-a-option',
    description: 'Comment planifier ton année à option : candidatures, stages, expériences d’autres étudiant·e·s et offres adaptées.',
    intro: ['L’année à option est ', 'ta chance', ' de découvrir des spécialités et des hôpitaux 🩺.'],
    stepsTitle: 'En trois étapes',
    steps: ['Choisir spécialités et cantons', 'Postuler tôt, souvent un an à l’avance', 'Noter et évaluer ses expériences'],
    quote: 'Qui planifie tôt a le libre choix.',
    table: [
      ['Moment', 'Étape'],
      ['12 mois avant', 'Envoyer les candidatures'],
      ['3 mois avant', 'Confirmer les acceptations'],
    ],
    searchLink: 'Stages en cardiologie dans le canton de Berne',
    navigation: ['Chercher un emploi', 'Découvrir les employeurs'],
    html: '<p>Conseil : les <strong>évaluations</strong> d’autres étudiant·e·s montrent la qualité de la formation d’un hôpital.</p>',
    videoTitle: 'Une journée de stagiaire',
    caption: 'Visite à l’hôpital : pendant l’année à option, tu fais partie de l’équipe.',
    alt: 'Illustration d’un couloir d’hôpital',
    articles: 'Dans l’e-journal',
    jobs: 'Offres d’emploi actuelles',
    footerTitle: 'Prêt·e pour ton année à option ?',
    footer: ['Créer un compte', 'Pour les employeurs'],
    story: {
      title: 'Le stage de sous-assistant·e en bref',
      path: 'sous-assistanat-en-bref',
      question: 'Qu’est-ce qu’un stage de sous-assistant·e ?',
      body: [
        'Pendant l’année à option, tu travailles quelques semaines ou quelques mois comme sous-assistant·e dans un hôpital ou un cabinet.',
        'Encadré·e par l’équipe, tu assumes des tâches, découvres le quotidien d’une spécialité et reçois généralement une petite rémunération.',
      ],
    },
  },
  it: {
    title: 'Guida all’anno opzionale',
    path: 'guida-anno-opzionale',
    description: 'Come pianificare l’anno opzionale: candidature, sottoassistenza, esperienze di altri studenti e offerte adatte.',
    intro: ['L’anno opzionale è ', 'la tua occasione', ' per conoscere specialità e ospedali 🩺.'],
    stepsTitle: 'In tre passi',
    steps: ['Scegliere specialità e cantoni', 'Candidarsi presto, spesso con un anno di anticipo', 'Annotare e valutare le esperienze'],
    quote: 'Chi pianifica presto può scegliere liberamente.',
    table: [
      ['Quando', 'Passo'],
      ['12 mesi prima', 'Inviare le candidature'],
      ['3 mesi prima', 'Confermare le accettazioni'],
    ],
    searchLink: 'Posti di sottoassistente in cardiologia nel Canton Berna',
    navigation: ['Cercare lavoro', 'Scoprire i datori di lavoro'],
    html: '<p>Consiglio: le <strong>valutazioni</strong> di altri studenti mostrano quanto bene forma un ospedale.</p>',
    videoTitle: 'Una giornata da sottoassistente',
    caption: 'Visita in ospedale: nell’anno opzionale fai parte del team.',
    alt: 'Illustrazione di un corridoio d’ospedale',
    articles: 'Dall’e-journal',
    jobs: 'Offerte di lavoro attuali',
    footerTitle: 'Pronto per l’anno opzionale?',
    footer: ['Creare un account', 'Per datori di lavoro'],
    story: {
      title: 'La sottoassistenza in breve',
      path: 'sottoassistenza-in-breve',
      question: 'Che cos’è la sottoassistenza?',
      body: [
        'Durante l’anno opzionale lavori per alcune settimane o mesi come sottoassistente in un ospedale o in uno studio medico.',
        'Sotto la guida del team svolgi compiti concreti, conosci la quotidianità di una specialità e di solito ricevi un piccolo compenso.',
      ],
    },
  },
}

/** The short story the guide opens in a dialog (a content page of its own, /{lang}/{path} too). */
export function guideStoryBody(locale: Locale) {
  const { body } = GUIDE_WORDS[locale].story
  return doc(paragraph(text(body[0])), paragraph(text(body[1])))
}

/** The guide's layout in one language: every block once (rich text, buttons, HTML, video, image, teasers, footer). */
export function guideLayout(locale: Locale, refs: { image: number; offer: number }): NonNullable<Page['layout']> {
  const w = GUIDE_WORDS[locale]
  const [head, ...rows] = w.table
  return [
    {
      blockType: 'rich-text' as const,
      body: doc(
        paragraph(text(w.intro[0]), text(w.intro[1], 1, { mark: 'highlight' }), text(w.intro[2])),
        paragraph(link(`/modal/${w.story.path}`, w.story.question)),
        heading(w.stepsTitle),
        { ...base, type: 'list', listType: 'number', tag: 'ol', start: 1, children: w.steps.map((s, i) => item(s, i + 1)) },
        { ...base, type: 'quote', children: [text(w.quote, 2)] },
        {
          ...base,
          type: 'table',
          children: [{ ...base, type: 'tablerow', children: head.map((h) => cell(h, 1)) }, ...rows.map((r) => ({ ...base, type: 'tablerow', children: r.map((c) => cell(c)) }))],
        },
        paragraph(link('/jobs/kardiologie/kanton-bern', w.searchLink)),
      ),
    },
    {
      blockType: 'navigation-buttons' as const,
      buttons: [
        { label: w.navigation[0], style: 'primary' as const, link: { kind: 'internal' as const, route: 'jobs' as const } },
        { label: w.navigation[1], style: 'secondary' as const, link: { kind: 'internal' as const, route: 'institutions' as const } },
      ],
    },
    { blockType: 'html' as const, html: w.html },
    { blockType: 'video' as const, url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: w.videoTitle, ratio: '16:9' as const },
    { blockType: 'image' as const, image: refs.image, alt: w.alt, caption: w.caption },
    { blockType: 'teasers' as const, title: w.articles, source: 'articles' as const, count: 3 },
    { blockType: 'teasers' as const, title: w.jobs, source: 'jobs' as const, count: 3 },
    { blockType: 'footer-title' as const, title: w.footerTitle },
    {
      blockType: 'footer-buttons' as const,
      buttons: [
        { label: w.footer[0], style: 'primary' as const, link: { kind: 'internal' as const, route: 'register' as const } },
        { label: w.footer[1], style: 'link' as const, link: { kind: 'story' as const, story: refs.offer } },
      ],
    },
  ]
}

export const GUIDE_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#e6f3f3"/><rect x="0" y="420" width="1200" height="180" fill="#cfe3e3"/><g fill="#0b5f66"><rect x="120" y="140" width="220" height="280" rx="8"/><rect x="490" y="140" width="220" height="280" rx="8"/><rect x="860" y="140" width="220" height="280" rx="8"/></g><path d="M600 40h40v40h40v40h-40v40h-40v-40h-40v-40h40z" fill="#c4302b"/></svg>`
