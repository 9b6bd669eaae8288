import { z } from '@/lib/zod'

// The statistics answer (the jobs and the institutions response, docs/product-rules.md#statistics).

const Total = z.object({ id: z.number().int(), total: z.number().int().min(0) })
const DayTotal = z.object({ date: z.string(), total: z.number().int().min(0) })

const Common = {
  /** days in the range, both ends included */
  duration: z.number().int().positive(),
  table: z.object({ impressions: z.array(Total), views: z.array(Total) }),
  timeline: z.object({ impressions: z.array(DayTotal), views: z.array(DayTotal) }),
}

const Model = <C extends 'jobs' | 'institutions'>(context: C) =>
  z.object({ context: z.literal(context), from: z.string(), to: z.string(), institutions: z.array(z.number().int()) })

export const JobMetaSchema = z.object({
  id: z.number().int(),
  institution_contact_city: z.string().nullable(),
  institution_name: z.string(),
  online_from: z.string().nullable(),
  online_until: z.string().nullable(),
  title: z.string(),
})
export type JobMeta = z.infer<typeof JobMetaSchema>

export const InstitutionMetaSchema = z.object({ id: z.number().int(), contact_city: z.string().nullable(), name: z.string() })
export type InstitutionMeta = z.infer<typeof InstitutionMetaSchema>

export const JobsStatisticsSchema = z.strictObject({ ...Common, meta: z.array(JobMetaSchema), model: Model('jobs') })
export const InstitutionsStatisticsSchema = z.strictObject({ ...Common, meta: z.array(InstitutionMetaSchema), model: Model('institutions') })
export const StatisticsResponseSchema = z.union([JobsStatisticsSchema, InstitutionsStatisticsSchema])

export type JobsStatistics = z.infer<typeof JobsStatisticsSchema>
export type InstitutionsStatistics = z.infer<typeof InstitutionsStatisticsSchema>
export type StatisticsResponse = z.infer<typeof StatisticsResponseSchema>
