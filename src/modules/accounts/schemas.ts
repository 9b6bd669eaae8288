import { z } from '@/lib/zod'
import { GENDERS } from './gender'
import { PICKABLE_ROLES } from '../access/access'

// One schema per form, used by the form, the server action and the tests.
// Messages are catalogue keys (namespace "validation"), translated where they are shown.

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 70

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, 'passwordTooShort')
  .max(PASSWORD_MAX, 'passwordTooLong')
  .regex(/[A-ZÄÖÜ]/, 'passwordUppercase')
  .regex(/[a-zäöüß]/, 'passwordLowercase')
  .regex(/[0-9]/, 'passwordDigit')

/** A first or last name: at least two characters (each rule names itself: one letter is not "empty"). */
export const NAME_MIN = 2
const NameSchema = z.string('required').trim().min(1, 'required').min(NAME_MIN, 'nameTooShort').max(100, 'tooLong')

const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('email'))

function confirmMatches<T extends { password: string; password_confirm: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirm) {
    ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: 'passwordMismatch' })
  }
}

export const RegisterSchema = z
  .object({
    email: EmailSchema,
    first_name: NameSchema,
    last_name: NameSchema,
    gender: z.enum(GENDERS, 'required'),
    password: PasswordSchema,
    password_confirm: z.string(),
    /** where the visitor wanted to go: carried through the verification mail to the login */
    next: z.string().max(300).optional(),
  })
  .superRefine(confirmMatches)

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'required').max(200, 'tooLong'),
  next: z.string().optional(),
})

export const ForgotPasswordSchema = z.object({ email: EmailSchema })

export const ResetPasswordSchema = z
  .object({ token: z.string().min(10, 'tokenInvalid').max(200), password: PasswordSchema, password_confirm: z.string() })
  .superRefine(confirmMatches)

export const ChangePasswordSchema = z
  .object({ current_password: z.string().min(1, 'required').max(200), password: PasswordSchema, password_confirm: z.string() })
  .superRefine(confirmMatches)

export const ProfileSchema = z.object({
  first_name: NameSchema,
  last_name: NameSchema,
  gender: z.enum(GENDERS, 'required'),
})

export const PickRoleSchema = z.object({ role: z.enum(PICKABLE_ROLES, 'required') })

export type RegisterInput = z.infer<typeof RegisterSchema>

// Account security (ADR 0017). A code is 6 digits or a recovery code; spaces and dashes are allowed.
const CodeInput = z.string().trim().min(1, 'required').max(40, 'tooLong')

export const SecondFactorCodeSchema = z.object({ code: CodeInput })

export const TotpSetupSchema = z.object({
  setup: z.string().min(20, 'invalid').max(1000, 'invalid'),
  code: z
    .string()
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, 'totpCode'),
})

/** Turning the second factor off is confirmed with a current code or the password. */
export const TotpDisableSchema = z.object({ confirm: z.string().min(1, 'required').max(200, 'tooLong') })

export const EmailChangeSchema = z.object({ email: EmailSchema, current_password: z.string().min(1, 'required').max(200, 'tooLong') })

/** The token of a verification link (Payload's: hex; letters and digits accepted). */
export const VerifyEmailSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9]{10,200}$/, 'tokenInvalid') })

/** An expired verification link asks for a new one (ADR 0051); `next` travels on. */
export const RenewVerificationSchema = VerifyEmailSchema.extend({ next: z.string().max(300).optional() })

export const EmailConfirmSchema = z.object({ token: z.string().min(20, 'tokenInvalid').max(200, 'tokenInvalid') })
