import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from '@/lib/zod'
import { LOCALES } from '@/i18n/locales'
import { PostalCodeSchema } from '../essentials/postal-code-schema'
import { FACT_TEXT_MAX, MEMBER_FACTS } from './fact-catalog'
import { idTextSchema } from '@/lib/params'

// One schema per employer-profile form (cockpit institutions), used by the form in the browser,
// the server action and the tests. Messages are catalogue keys of "validation" (or full keys such
// as the postal-code message of docs/product-rules.md#institutions). Checkboxes post "on"; empty optional inputs post "".
// The server additionally checks that a postal code exists (postal-codes.ts) and who asks.

/** The largest image file an upload takes (the form checks it before sending, the server again). */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024

const text = (max: number) => z.string().trim().max(max, 'tooLong')
const required = (max: number) => text(max).min(1, 'required')
const optional = (max: number) =>
  text(max)
    .default('')
    .transform((v) => (v === '' ? null : v))
const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === 'on' || v === 'true')
const rowId = idTextSchema('invalid')

/** A website: http(s) only; "www.spital.ch" is read as https. */
export const WebsiteSchema = z
  .string()
  .trim()
  .max(300, 'tooLong')
  .transform((v) => (v && !/^[a-z]+:\/\//i.test(v) ? `https://${v}` : v))
  .refine((v) => v === '' || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && new URL(v).hostname.includes('.')), 'url')
  .transform((v) => (v === '' ? null : v))

/** A Swiss phone number in any usual writing ("044 123 45 67", "+41 44 123 45 67"), stored as +41 44 123 45 67. */
export const SwissPhoneSchema = z
  .string()
  .trim()
  .max(40, 'tooLong')
  .refine((v) => v === '' || (isValidPhoneNumber(v, 'CH') && parsePhoneNumberFromString(v, 'CH')?.country === 'CH'), 'phone')
  .transform((v) => (v === '' ? null : (parsePhoneNumberFromString(v, 'CH')?.formatInternational() ?? v)))

const EmailOptional = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, 'tooLong')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'email')
  .transform((v) => (v === '' ? null : v))

/** Common data: the create wizard's first step and the edit screen. */
export const CommonSchema = z.object({
  name: required(120).min(2, 'nameTooShort'),
  category: required(60),
  region: required(60),
  main_lang: z.enum(LOCALES, 'required'),
  /** a parent institution (hospital group): the link waits for the team */
  parent: z.union([z.literal(''), rowId]).transform((v) => (v === '' ? null : v)),
  website: WebsiteSchema,
  contact_address: required(120),
  contact_zip: PostalCodeSchema,
  contact_city: required(80),
  contact_person: optional(120),
  contact_phone: SwissPhoneSchema,
  contact_mail: EmailOptional,
  contact_hidden: checkbox,
})
export type CommonInput = z.infer<typeof CommonSchema>

/** Billing address (a step of the wizard and its own screen). An e-mail is needed when invoices go by e-mail. */
export const BillingSchema = z
  .object({
    billing_name: required(120),
    billing_department: optional(120),
    billing_address: required(120),
    billing_zip: PostalCodeSchema,
    billing_city: required(80),
    billing_email: EmailOptional,
    billing_type: z.enum(['email', 'print'], 'required'),
  })
  .superRefine((v, ctx) => {
    if (v.billing_type === 'email' && !v.billing_email) ctx.addIssue({ code: 'custom', path: ['billing_email'], message: 'billingEmail' })
  })
export type BillingInput = z.infer<typeof BillingSchema>

const factNumber = (max: number) =>
  z
    .string()
    .default('')
    .transform((v) => v.trim())
    // Swiss writing: 95'000, 95 000 or 95000; CHF amounts are whole francs, hours may have a half.
    .transform((v) => v.replace(/['’\s]/g, '').replace(',', '.'))
    .refine((v) => v === '' || /^\d+(\.\d)?$/.test(v), 'number')
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || v <= max, 'numberRange')
const factBoolean = z
  .enum(['', 'yes', 'no'], 'invalid')
  .optional()
  .transform((v) => (v === 'yes' ? true : v === 'no' ? false : null))

/** Facts and figures a member edits: numbers, texts, yes/no/unknown (the badges are the team's). */
export const FactsSchema = z.object(
  Object.fromEntries(
    MEMBER_FACTS.map((f) => [f.name, f.type === 'number' ? factNumber(f.max ?? 1_000_000) : f.type === 'boolean' ? factBoolean : optional(FACT_TEXT_MAX)]),
  ) as Record<string, z.ZodType<number | boolean | string | null>>,
)
export type FactsInput = Record<string, number | boolean | string | null>

/** Own description per language; saving needs the confirmation that the user works for the employer (docs/product-rules.md#institutions). */
export const DescriptionSchema = z.object({
  description_de: optional(8000),
  description_fr: optional(8000),
  description_it: optional(8000),
  confirm: z.literal('on', 'confirmEmployer'),
})
export type DescriptionInput = z.infer<typeof DescriptionSchema>

/** A request to manage an existing profile, with an optional note to the team. */
export const LinkSchema = z.object({
  institution: z.string().min(1, 'required').pipe(rowId),
  note: optional(1000),
})

/** A video by its page address on YouTube or Vimeo; stored as provider and id. */
export function videoOf(url: string): { type: 'youtube' | 'vimeo'; source: string } | null {
  if (!URL.canParse(url)) return null
  const u = new URL(url)
  const host = u.hostname.replace(/^(www\.|m\.)/, '')
  const youtube =
    host === 'youtu.be'
      ? u.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (u.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(u.pathname)?.[1])
        : null
  if (youtube && /^[A-Za-z0-9_-]{6,20}$/.test(youtube)) return { type: 'youtube', source: youtube }
  const vimeo = host === 'vimeo.com' || host === 'player.vimeo.com' ? /^\/(?:video\/)?(\d{4,12})/.exec(u.pathname)?.[1] : null
  return vimeo ? { type: 'vimeo', source: vimeo } : null
}

export const VideoSchema = z.object({
  video_url: z
    .string()
    .trim()
    .min(1, 'required')
    .max(300, 'tooLong')
    .refine((v) => videoOf(v) !== null, 'videoUrl'),
  video_title: optional(120),
})

/** Alt texts of one image, per language. */
export const AltSchema = z.object({ media: rowId, alt_de: optional(200), alt_fr: optional(200), alt_it: optional(200) })
