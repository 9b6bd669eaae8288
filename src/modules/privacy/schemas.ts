import { z } from '@/lib/zod'
import { PICKABLE_ROLES } from '../access/access'

// The forms of the privacy screen (ADR 0065). Error keys are the `validation` catalogue's.

export const REASON_MAX = 2000

const reason = z.string().trim().max(REASON_MAX, 'tooLong')

export const AccountRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('role_change'), target_role: z.enum(PICKABLE_ROLES, { error: 'required' }), reason: reason.min(1, 'required') }),
  z.object({ kind: z.literal('deactivation'), reason: reason.optional().default('') }),
  z.object({ kind: z.literal('deletion'), reason: reason.optional().default('') }),
])
export type AccountRequestInput = z.infer<typeof AccountRequestSchema>

export const DeletionStartSchema = z.object({ password: z.string().min(1, 'required').max(200, 'tooLong') })

export const DeletionConfirmSchema = z.object({ token: z.string().trim().min(20, 'invalid').max(100, 'invalid') })

/** Ends one other session (its handle) or all others (`others`). */
export const EndSessionSchema = z.object({ which: z.union([z.literal('others'), z.string().regex(/^[0-9a-f]{24}$/, 'invalid')]) })
