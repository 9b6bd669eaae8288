import * as zod from 'zod'

// Zod as every boundary uses it (`import { z } from '@/lib/zod'`): Zod's own members, except that
// z.string() refuses the NUL character. PostgreSQL's text cannot hold it, so a NUL in a slug, a
// query or a form field ended in a 500 (ADR 0052). ESLint keeps value imports
// of 'zod' here.

export * from 'zod'

/** z.string() that refuses NUL (the message is the shared catalogue key for an invalid value). */
export function string(params?: Parameters<typeof zod.string>[0]): zod.ZodString {
  return zod.string(params).refine((value) => !value.includes('\u0000'), { message: 'validation.invalid', abort: true })
}
