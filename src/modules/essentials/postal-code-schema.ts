import { z } from '@/lib/zod'
import type { Locale } from './data/types'

// The form of a Swiss postal code, without the data file: forms in the browser check it as the
// user types; the server checks that the code exists (KnownPostalCodeSchema in postal-codes.ts).

export const POSTAL_CODE_NOT_FOUND_KEY = 'errors.postalCodeNotFound'
// Source of truth for the catalogue entries under POSTAL_CODE_NOT_FOUND_KEY.
export const POSTAL_CODE_NOT_FOUND_MESSAGES: Readonly<Record<Locale, string>> = {
  de: 'Postleitzahl nicht gefunden – bitte prüfe deine Eingabe.',
  fr: 'Code postal introuvable – merci de vérifier ta saisie.',
  it: 'Codice postale non trovato – controlla il tuo inserimento.',
}

// A malformed code gets the same message as an unknown one: both ask the user to check the input.
export const PostalCodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{3}$/, { error: POSTAL_CODE_NOT_FOUND_KEY })
