import type { Locale } from '../../../src/modules/essentials/data'
import type { GenderKey } from '../../../src/modules/essentials/data'
import { slugify } from '../../../src/modules/essentials/slugify'
import type { Random } from '../random'

// Common first and last names per language region; combinations are fictional.
const FIRST: Record<Locale, { female: string[]; male: string[] }> = {
  de: {
    female: ['Anna', 'Lea', 'Laura', 'Sarah', 'Nina', 'Julia', 'Lena', 'Mia', 'Selina', 'Andrea', 'Claudia', 'Barbara', 'Corinne', 'Jana', 'Noemi', 'Rahel', 'Seraina', 'Tamara'],
    male: ['Luca', 'Noah', 'David', 'Simon', 'Lukas', 'Jonas', 'Matthias', 'Reto', 'Daniel', 'Thomas', 'Michael', 'Stefan', 'Adrian', 'Fabian', 'Urs', 'Beat', 'Samuel', 'Cédric'],
  },
  fr: {
    female: ['Camille', 'Chloé', 'Léa', 'Manon', 'Sophie', 'Julie', 'Émilie', 'Céline', 'Aurélie', 'Mathilde', 'Nathalie', 'Valérie', 'Inès', 'Margaux'],
    male: ['Julien', 'Nicolas', 'Thomas', 'Mathieu', 'Olivier', 'Pierre', 'Antoine', 'Guillaume', 'Yves', 'Laurent', 'Maxime', 'Raphaël', 'Sébastien', 'Loïc'],
  },
  it: {
    female: ['Giulia', 'Chiara', 'Sara', 'Francesca', 'Martina', 'Elena', 'Alessia', 'Federica', 'Laura', 'Valentina', 'Paola', 'Silvia'],
    male: ['Marco', 'Luca', 'Matteo', 'Andrea', 'Davide', 'Alessandro', 'Simone', 'Fabio', 'Giorgio', 'Paolo', 'Nicola', 'Stefano'],
  },
}

const LAST: Record<Locale, string[]> = {
  de: [
    'Müller',
    'Meier',
    'Schmid',
    'Keller',
    'Weber',
    'Huber',
    'Schneider',
    'Steiner',
    'Fischer',
    'Brunner',
    'Baumann',
    'Gerber',
    'Frei',
    'Zimmermann',
    'Moser',
    'Widmer',
    'Wyss',
    'Graf',
    'Roth',
    'Suter',
    'Bachmann',
    'Kunz',
    'Hofmann',
    'Lüthi',
    'Bühler',
    'Imhof',
    'Zürcher',
    'Studer',
  ],
  fr: [
    'Favre',
    'Rochat',
    'Python',
    'Bonvin',
    'Perrin',
    'Morel',
    'Girard',
    'Dubois',
    'Jaccard',
    'Chevalley',
    'Mercier',
    'Pasche',
    'Cuendet',
    'Monnier',
    'Rey',
    'Berset',
    'Clément',
    'Gay',
    'Fontannaz',
    'Vuilleumier',
  ],
  it: [
    'Bernasconi',
    'Rossi',
    'Ferrari',
    'Lombardi',
    'Galli',
    'Fontana',
    'Colombo',
    'Pedrazzini',
    'Guidotti',
    'Beffa',
    'Cattaneo',
    'Gianella',
    'Soldati',
    'Quadri',
    'Moretti',
    'Bianchi',
  ],
}

export interface Person {
  firstName: string
  lastName: string
  gender: GenderKey
}

export function person(rng: Random, lang: Locale): Person {
  const female = rng.chance(0.55)
  const gender: GenderKey = rng.chance(0.02) ? 'GENDER_DIVERSE' : rng.chance(0.03) ? 'GENDER_UNSPECIFIED' : female ? 'GENDER_FEMALE' : 'GENDER_MALE'
  const first = female ? FIRST[lang].female : FIRST[lang].male
  return { firstName: rng.pick(first), lastName: rng.pick(LAST[lang]), gender }
}

/** "Dr. med. Anna Keller" etc.: a titled contact name. */
export function titledName(rng: Random, p: Person): string {
  const title = rng.weighted([
    ['Dr. med. ', 5],
    ['', 3],
    ['Prof. Dr. med. ', 1],
  ] as const)
  return `${title}${p.firstName} ${p.lastName}`
}

/** ascii mail local part: "anna.mueller" */
export function mailLocalPart(p: Person): string {
  return `${slugify(p.firstName)}.${slugify(p.lastName)}`.replace(/-/g, '')
}

const STREETS: Record<Locale, string[]> = {
  de: ['Spitalstrasse', 'Bahnhofstrasse', 'Seestrasse', 'Kirchweg', 'Lindenstrasse', 'Parkweg', 'Gartenstrasse', 'Schlossstrasse', 'Wiesenweg', 'Rosenbergstrasse'],
  fr: ["Rue de l'Hôpital", 'Avenue de la Gare', 'Chemin des Vignes', 'Route du Lac', 'Rue du Centre', 'Avenue des Alpes', 'Chemin du Parc', 'Rue des Tilleuls'],
  it: ['Via Ospedale', 'Via Stazione', 'Via Lago', 'Via San Gottardo', 'Via ai Ronchi', 'Via Cantonale', 'Viale dei Faggi', 'Via Collina'],
}

export function street(rng: Random, lang: Locale): string {
  return `${rng.pick(STREETS[lang])} ${rng.int(1, 60)}`
}

/** Swiss number format "+41 44 123 45 67" (fictional). */
export function phone(rng: Random, areaCode: string): string {
  return `+41 ${areaCode} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`
}
