import { z } from '@/lib/zod'
import { LOCALE_ALTERNATION, LOCALES } from '@/i18n/locales'
import { ALERT_TOKEN_PATTERN } from './tokens'
import { MAX_ID } from '@/lib/params'

// The alert forms and links. Messages are catalogue keys of the "validation" namespace.

/** A canonical search path as the search page renders it: /{lang}/jobs/{segments…}. */
export const SEARCH_PATH_PATTERN = new RegExp(`^/(${LOCALE_ALTERNATION})/jobs((?:/[^/?#\\s]+)*)$`)

/** Empty means "my account's address" (logged in); anonymous visitors must give one. */
export const AlertEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'tooLong')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'email')

export const SaveAlertSchema = z.object({
  email: AlertEmailSchema.default(''),
  search: z.string().max(2000, 'invalid').regex(SEARCH_PATH_PATTERN, 'invalid'),
})
export type SaveAlertForm = z.infer<typeof SaveAlertSchema>

export const AlertTokenSchema = z.object({ token: z.string().regex(ALERT_TOKEN_PATTERN, 'tokenInvalid') })

/** The one-click unsubscribe URL's query (List-Unsubscribe). */
export const OneClickQuerySchema = z.object({
  token: z.string().regex(ALERT_TOKEN_PATTERN, 'tokenInvalid'),
  lang: z.enum(LOCALES).catch('de'),
})

export const DeleteAlertSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_ID) })
