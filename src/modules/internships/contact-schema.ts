import { z } from '@/lib/zod'

// A message to a colleague through the relay: the colleague's opaque id and the text.
const E = 'internships.errors'
export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 1500

export const ContactSchema = z.object({
  colleague: z.string(`${E}.notFound`).regex(/^[0-9a-f]{24}$/, `${E}.notFound`),
  message: z.string(`${E}.messageShort`).trim().min(MESSAGE_MIN, `${E}.messageShort`).max(MESSAGE_MAX, `${E}.messageLong`),
})
