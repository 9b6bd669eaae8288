import { z } from '@/lib/zod'
import { WebsiteSchema } from '../institutions/profile-schema'
import { OFFER_BRACKETS } from './brackets'

// The offer inquiry form (spec, "Offer inquiry": firstname, lastname, email, institution, website,
// message, posting volume bracket) plus the consent to be contacted, the form token and the
// honeypot. One schema for the server action and the tests. Messages are keys of "validation" or
// full catalogue keys (offerForm.errors.*). An empty optional input posts "".

/** The honeypot: a field people never see or fill in; scripts that fill every field do. */
export const HONEYPOT_FIELD = 'extra_note'
export const MESSAGE_MAX = 3000

const text = (max: number) => z.string().trim().max(max, 'tooLong')

export const OfferInquirySchema = z.object({
  firstname: text(80).min(1, 'required'),
  lastname: text(80).min(1, 'required'),
  email: z.string().trim().toLowerCase().max(200, 'tooLong').pipe(z.email('email')),
  institution: text(160).min(2, 'nameTooShort'),
  website: WebsiteSchema,
  message: text(MESSAGE_MAX)
    .default('')
    .transform((v) => (v === '' ? null : v)),
  bracket: z.enum(OFFER_BRACKETS, 'offerForm.errors.bracket'),
  consent: z.literal('on', 'offerForm.errors.consent'),
  form_token: z.string().max(200).default(''),
  [HONEYPOT_FIELD]: z.string().max(2000).default(''),
})

export type OfferInquiryInput = z.infer<typeof OfferInquirySchema>
