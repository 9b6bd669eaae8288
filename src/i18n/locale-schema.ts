import { z } from '@/lib/zod'
import { LOCALES } from './locales'

/** A locale at a boundary (query, body, CLI argument), derived from the one LOCALES tuple. Kept apart from locales.ts so the proxy's import stays free of Zod. */
export const LocaleSchema = z.enum(LOCALES)
