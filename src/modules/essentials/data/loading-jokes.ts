import type { Locale } from './types'

export const LOADING_FALLBACK = 'Loading'

// Written per language rather than translated, so that each one reads naturally.
export const LOADING_JOKES: Readonly<Record<Locale, readonly string[]>> = {
  de: [
    'Wir messen kurz den Puls des Servers …',
    'Deine Daten sitzen noch im Wartezimmer.',
    'Die Visite dauert heute etwas länger.',
    'Der Server ist mitten in der Dienstübergabe.',
    'Auch gute Laborwerte brauchen ihre Zeit.',
    'Wir entziffern gerade eine ärztliche Handschrift …',
    'Tief einatmen – und wieder aus. Gleich geschafft.',
    'Die Pixel werden noch schnell desinfiziert.',
    'Die Oberärztin schaut kurz drüber.',
    'Diagnose: fast fertig. Therapie: ein Schluck Kaffee.',
    'Der Pager piepst – wir sind unterwegs!',
    'Wir suchen den Kugelschreiber, der vorhin noch in der Kitteltasche war.',
    'Die Daten kommen per Rohrpost.',
    'Prognose ausgezeichnet, Ladezeit kurz.',
    'Kurz warten, das Röntgenbild wird noch entwickelt.',
  ],
  fr: [
    'On prend le pouls du serveur…',
    'Tes données patientent encore en salle d’attente.',
    'La visite dure un peu plus longtemps aujourd’hui.',
    'Le serveur est en pleine remise de garde.',
    'Même les meilleurs résultats de labo prennent leur temps.',
    'Nous déchiffrons une ordonnance manuscrite…',
    'Inspire profondément… et expire. C’est presque prêt.',
    'Les pixels passent un petit coup de désinfectant.',
    'La cheffe de clinique jette un dernier coup d’œil.',
    'Diagnostic : presque prêt. Traitement : un café bien serré.',
    'Le bip sonne, on arrive !',
    'Chargement en cours, sans effets secondaires connus.',
    'On cherche le stylo qui était encore dans la poche de la blouse.',
    'Petite prise de sang numérique… promis, ça ne pique pas.',
    'Pronostic excellent : la page arrive.',
  ],
  it: [
    'Stiamo sentendo il polso al server…',
    'I tuoi dati sono ancora in sala d’attesa.',
    'Oggi il giro visite dura un po’ di più.',
    'Il server sta facendo il passaggio di consegne.',
    'Anche gli esami di laboratorio hanno i loro tempi.',
    'Stiamo decifrando una ricetta scritta a mano…',
    'Inspira profondamente… ed espira. Ci siamo quasi.',
    'Stiamo disinfettando i pixel, un attimo.',
    'La capoclinica sta dando un’ultima occhiata.',
    'Diagnosi: quasi pronto. Terapia: un espresso.',
    'Suona il cercapersone: arriviamo!',
    'Caricamento in corso, senza effetti collaterali noti.',
    'Cerchiamo la penna che un attimo fa era nel taschino del camice.',
    'Piccolo prelievo digitale in corso… tranquillo, non fa male.',
    'Prognosi ottima: la pagina è in arrivo.',
  ],
}

/** Same locale and seed always give the same joke, so server and client render alike. */
export function pickLoadingJoke(locale: Locale, seed: number): string {
  const jokes = LOADING_JOKES[locale] ?? []
  if (jokes.length === 0) return LOADING_FALLBACK
  const whole = Number.isFinite(seed) ? Math.trunc(seed) : 0
  const index = ((whole % jokes.length) + jokes.length) % jokes.length
  return jokes[index] ?? LOADING_FALLBACK
}
