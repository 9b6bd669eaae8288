import 'server-only'
import type { Job } from '@/payload-types'
import { relId, relIds } from '@/lib/relations'
import type { Essentials } from '../essentials/essentials.server'
import type { JobListItem } from './schemas'

export interface InstitutionFacts {
  region: string | null
  category: string | null
  is_professional: boolean
}

export function toJobListItem(job: Job, institution: InstitutionFacts, essentials: Essentials): JobListItem {
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    online_from: job.online_from ?? null,
    available_from: job.available_from_type === 'date' ? (job.available_from ?? null) : null,
    pensum_min: job.pensum_min,
    pensum_max: job.pensum_max,
    is_agreement: job.available_from_type === 'agreement',
    locale: job.locale,
    institution: { id: relId(job.institution) ?? 0, ...institution },
    fields: relIds(job.fields)
      .map((id) => essentials.keyOf('fields', id))
      .filter((k): k is string => k !== null),
    levels: relIds(job.levels)
      .map((id) => essentials.keyOf('levels', id))
      .filter((k): k is string => k !== null),
    salary_min: job.salary_min ?? null,
    salary_max: job.salary_max ?? null,
    product: essentials.productKeyOf(relId(job.product)),
  }
}
