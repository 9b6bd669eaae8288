import { z } from '@/lib/zod'

// The intent key of a form that creates an order (checkout, extend, take-over; ADR 0044): issued by
// the server with the form (intent.server.ts), sent back with it, stored on the order under a
// unique index. A repeated or parallel submit of the same form finds that order instead of making
// another.

export const IntentSchema = z.uuid('stale')
