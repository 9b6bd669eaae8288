import { metaDescription } from './share'

// Landing pages of the searches (ADR 0033): a filter of known catalogue entries has its own title
// and description, from what it lists and where. Shared by the job and the institution search. Pure.

export type LandingEntry = { key: string; value: string }

/** The catalogue texts the landing words go into (jobsPage.landing.*, institutionsPage.landing.*). */
export type LandingKey = 'titleWhatPlace' | 'titleWhat' | 'titlePlace' | 'descriptionWhatPlace' | 'descriptionWhat' | 'descriptionPlace'

/** The names of the keys in a catalogue list, comma-separated (an unknown key stands for itself). */
export const namesOf = (keys: readonly string[], list: LandingEntry[]) => keys.map((key) => list.find((e) => e.key === key)?.value ?? key).join(', ')

/** Title and description of a landing page from its words ("Kardiologie", "Zürich"); at least one is set. */
export function landingMetadata(
  words: { what: string | null; place: string | null },
  listTitle: string,
  landing: (key: LandingKey, values: Record<string, string>) => string,
): { title: string; description: string } {
  const { what, place } = words
  const suffix = what && place ? 'WhatPlace' : what ? 'What' : 'Place'
  const values = { what: what ?? '', place: place ?? '' }
  return { title: `${landing(`title${suffix}`, values)} – ${listTitle}`, description: metaDescription(landing(`description${suffix}`, values)) }
}
