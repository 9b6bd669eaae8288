import { formatChf, formatPensum } from '@/i18n/format'
import type { JobListItem } from '@/modules/jobs/schemas'

export function JobCard({ job, locale, institutionName }: { job: JobListItem; locale: string; institutionName?: string }) {
  return (
    <a className="card job-card" href={`/${locale}/job/${job.id}`} lang={job.locale}>
      <span className="job-card__title">{job.title}</span>
      {institutionName && <span className="muted">{institutionName}</span>}
      <ul className="chips">
        <li className="chip">{formatPensum(job.pensum_min, job.pensum_max)}</li>
        {job.salary_min !== null && job.salary_max !== null && (
          <li className="chip">
            {formatChf(job.salary_min)} – {formatChf(job.salary_max)}
          </li>
        )}
      </ul>
    </a>
  )
}
