import { getTranslations } from 'next-intl/server'
import { FocusOnMount } from '@/ui/cockpit/focus-on-mount'
import { PRESETS } from '@/modules/statistics/dates'
import type { StatisticsChoices } from '@/modules/statistics/scope.server'
import { VIEWS, type ScreenQuery } from '@/modules/statistics/screen-query'
import { RangeFields } from './range-fields'

// The selection: period, what to count (ads or profiles), which profiles (a parent with its sites
// below it) and which ads. A GET form: the result is a URL, and it works without JavaScript.

interface Props {
  query: ScreenQuery
  range: { from: string; to: string }
  today: string
  choices: StatisticsChoices
  /** field -> keys of statistics.errors */
  errors: Record<string, string[]> | null
}

export async function StatisticsForm({ query, range, today, choices, errors }: Props) {
  const t = await getTranslations('statistics')
  const text = (keys: string[] | undefined) => (keys ?? []).map((k) => t(`errors.${k}`))
  const roots = choices.institutions.filter((i) => i.parent === null)
  const childrenOf = (id: number) => choices.institutions.filter((i) => i.parent === id)
  const nameOf = new Map(choices.institutions.map((i) => [i.id, i.name]))
  const institutionBox = (i: { id: number; name: string }, children: number) => (
    <label className="stats-check">
      <input type="checkbox" name="institution" value={i.id} defaultChecked={query.institution.includes(i.id)} />
      <span>
        {i.name}
        {children > 0 && <span className="muted"> ({t('form.withChildren', { count: children })})</span>}
      </span>
    </label>
  )
  return (
    <form method="get" className="card stats-form" aria-label={t('form.legend')} data-testid="statistics-form">
      {errors && (
        <div className="form-summary" role="alert" tabIndex={-1} id="stats-errors" data-testid="statistics-errors">
          <p>{t('errors.summary')}</p>
          <ul>
            {Object.entries(errors).map(([field, keys]) => (
              <li key={field}>
                <a href={`#stats-${field}`}>{text(keys).join(' ')}</a>
              </li>
            ))}
          </ul>
          <FocusOnMount targetId="stats-errors" />
        </div>
      )}
      <RangeFields
        preset={query.preset}
        from={range.from}
        to={range.to}
        today={today}
        presets={PRESETS.map((p) => ({ value: p, label: t(`form.presets.${p}`) }))}
        labels={{ preset: t('form.preset'), from: t('form.from'), to: t('form.to'), hint: t('form.customHint') }}
        errors={{ from: text(errors?.from), to: text(errors?.to) }}
      />
      <fieldset className="stats-view">
        <legend>{t('form.view')}</legend>
        {VIEWS.map((v) => (
          <label key={v} className="stats-check">
            <input type="radio" name="view" value={v} defaultChecked={query.view === v} />
            <span>{t(`form.views.${v}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="stats-choices" id="stats-institutions">
        <legend>{t('form.institutions')}</legend>
        <p className="muted field__hint">{t('form.allInstitutionsHint')}</p>
        <ul className="stats-tree">
          {roots.map((root) => (
            <li key={root.id}>
              {institutionBox(root, childrenOf(root.id).length)}
              {childrenOf(root.id).length > 0 && (
                <ul>
                  {childrenOf(root.id).map((child) => (
                    <li key={child.id}>{institutionBox(child, 0)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      {choices.jobs.length > 0 && (
        <details className="stats-choices" id="stats-jobs" open={query.job.length > 0}>
          <summary>
            {t('form.jobs')} ({choices.jobs.length})
          </summary>
          <fieldset>
            <legend className="visually-hidden">{t('form.jobs')}</legend>
            <p className="muted field__hint">{t('form.allJobsHint')}</p>
            <ul className="stats-tree">
              {choices.jobs.map((j) => (
                <li key={j.id}>
                  <label className="stats-check">
                    <input type="checkbox" name="job" value={j.id} defaultChecked={query.job.includes(j.id)} />
                    <span>
                      {j.title} <span className="muted">· {nameOf.get(j.institution)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
      )}
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <p>
        <button type="submit" className="btn">
          {t('form.submit')}
        </button>
      </p>
    </form>
  )
}
