import { z } from '@/lib/zod'
import { MAX_EVENTS_PER_POST } from './limits'
import { idNumberSchema } from '@/lib/params'

// The body of POST /api/fn/statistic/post (body: `data`, a list of events).

const Id = idNumberSchema()
/** Optional: when missing or null the server fills in the institution's actual parent. */
const ParentId = Id.nullable().optional()

const JobEventSchema = z.object({
  type: z.enum(['fe/job/impression', 'fe/job/view']),
  job_id: Id,
  institution_id: Id,
  institution_parent_id: ParentId,
})

const InstitutionEventSchema = z.object({
  type: z.enum(['fe/institution/impression', 'fe/institution/view']),
  institution_id: Id,
  institution_parent_id: ParentId,
})

export const StatisticEventSchema = z.discriminatedUnion('type', [JobEventSchema, InstitutionEventSchema])
export type StatisticEvent = z.infer<typeof StatisticEventSchema>

export const StatisticPostSchema = z.object({ data: z.array(StatisticEventSchema).max(MAX_EVENTS_PER_POST) })
export type StatisticPost = z.infer<typeof StatisticPostSchema>
