import { getTranslations } from 'next-intl/server'
import { formatChf, formatDate, formatNumber } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { bestIndexes, type Better } from '@/modules/compare/best-value'
import type { ComparedEmployer } from '@/modules/compare/comparison.server'
import { employerJobsHref } from '@/modules/jobs/filter-path'
import { reviewGroups } from './comparison-review-groups'
import { Missing, unionOf, type Group, type Row } from './comparison-rows'

// The comparison's rows, grouped, one column per employer (ADR 0064). Each group is one table; on a
// phone each row reads as a small table of its own (compare.css). A missing value is said, never
// left blank; the best value of a row is marked in words.

function GroupTable({ group, employers, bestLabel }: { group: Group; employers: ComparedEmployer[]; bestLabel: string }) {
  const titleId = `compare-${group.key}`
  return (
    <section className="compare-group" aria-labelledby={titleId}>
      <h2 id={titleId}>{group.title}</h2>
      {group.intro && <p className="muted">{group.intro}</p>}
      <table className="compare-table" data-testid={`compare-${group.key}`}>
        <thead>
          <tr>
            <td />
            {employers.map((e) => (
              <th key={e.institution.id} scope="col">
                {e.institution.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => {
            const best = row.better
              ? bestIndexes(
                  row.cells.map((c) => c.value),
                  row.better,
                )
              : []
            return (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">
                  {row.label}
                  {row.note && <span className="compare-table__note muted">{row.note}</span>}
                </th>
                {row.cells.map((cell, index) => {
                  const isBest = best.includes(index)
                  return (
                    <td key={employers[index]!.institution.id} data-label={employers[index]!.institution.name} className={isBest ? 'compare-table__best' : undefined}>
                      <span className="compare-table__value">{cell.content}</span>
                      {isBest && <span className="compare-table__best-mark">{bestLabel}</span>}
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

export async function ComparisonTable({ employers, locale }: { employers: ComparedEmployer[]; locale: Locale }) {
  const [t, tf, tb, [reviewsGroup, realityGroup]] = await Promise.all([
    getTranslations({ locale, namespace: 'compare' }),
    getTranslations({ locale, namespace: 'institutionsPage.facts' }),
    getTranslations({ locale, namespace: 'institutionsPage.badges' }),
    reviewGroups(employers, locale),
  ])
  const missing = (text = t('missing')) => <Missing text={text} />
  const facts = (e: ComparedEmployer) => e.institution.facts
  const numberRow = (key: string, label: string, pick: (e: ComparedEmployer) => number | null, show: (n: number) => string, better: Better): Row => ({
    key,
    label,
    better,
    cells: employers.map((e) => {
      const value = pick(e)
      return { value, content: value === null ? missing() : show(value) }
    }),
  })
  const yesNoRow = (key: string, label: string, pick: (e: ComparedEmployer) => boolean | null): Row => ({
    key,
    label,
    better: 'higher',
    cells: employers.map((e) => {
      const value = pick(e)
      return { value, content: value === null ? missing() : value ? tf('yes') : tf('no') }
    }),
  })
  const perYear = (n: number) => tf('perYear', { amount: formatChf(n) })
  const perMonth = (n: number) => tf('perMonth', { amount: formatChf(n) })

  const factsGroup: Group = {
    key: 'facts',
    title: t('groups.facts'),
    intro: tf('salaryNote'),
    rows: [
      numberRow('salary-y1', tf('salaryAaY1'), (e) => facts(e)?.salary_aa_y1 ?? null, perYear, 'higher'),
      numberRow('salary-y3', tf('salaryAaY3'), (e) => facts(e)?.salary_aa_y3 ?? null, perYear, 'higher'),
      numberRow('salary-oa', tf('salaryOa'), (e) => facts(e)?.salary_oa ?? null, perYear, 'higher'),
      numberRow(
        'weekly-hours',
        tf('weeklyHours'),
        (e) => facts(e)?.weekly_hours ?? null,
        (n) => tf('hours', { count: n }),
        'lower',
      ),
      numberRow(
        'holidays',
        tf('holidays'),
        (e) => facts(e)?.holidays ?? null,
        (n) => tf('weeksPerYear', { count: n }),
        'higher',
      ),
      numberRow(
        'training-days',
        tf('trainingDays'),
        (e) => facts(e)?.training_days ?? null,
        (n) => tf('daysPerYear', { count: n }),
        'higher',
      ),
      numberRow(
        'maternity-leave',
        tf('maternityLeave'),
        (e) => facts(e)?.maternity_leave ?? null,
        (n) => tf('weeks', { count: n }),
        'higher',
      ),
      yesNoRow('daycare', tf('daycare'), (e) => facts(e)?.daycare ?? null),
      yesNoRow('gav', tf('gav'), (e) => facts(e)?.gav ?? null),
      numberRow('student-pay', tf('studentPay'), (e) => facts(e)?.student_pay ?? null, perMonth, 'higher'),
      numberRow('accommodation', tf('accommodationCost'), (e) => facts(e)?.accommodation_cost ?? null, perMonth, 'lower'),
      {
        key: 'badges',
        label: t('badges'),
        cells: employers.map((e) => {
          const badges = facts(e)?.badges ?? []
          return { value: null, content: badges.length ? badges.map((b) => tb(b)).join(', ') : missing(t('noBadges')) }
        }),
      },
      {
        key: 'facts-date',
        label: t('factsDate'),
        cells: employers.map((e) => {
          const date = facts(e)?.updated_at ?? null
          return { value: null, content: date ? formatDate(date, locale) : missing() }
        }),
      },
    ],
  }

  const wbsFields = unionOf(employers.map((e) => e.institution.wbs.map((w) => ({ key: w.field ?? '', label: w.field ?? t('otherField') }))))
  const trainingGroup: Group = {
    key: 'training',
    title: t('groups.training'),
    rows:
      wbsFields.length === 0
        ? [{ key: 'wbs-none', label: t('places'), cells: employers.map(() => ({ value: null, content: missing(t('noPlaces')) })) }]
        : wbsFields.map((field) => ({
            key: `wbs-${field.key || 'other'}`,
            label: field.label,
            better: 'higher' as const,
            cells: employers.map((e) => {
              const places = e.institution.wbs.filter((w) => (w.field ?? '') === field.key)
              return {
                value: places.length,
                content:
                  places.length === 0 ? (
                    missing(t('noPlaces'))
                  ) : (
                    <>
                      {t('placeCount', { count: places.length })}
                      <span className="compare-table__note">
                        {places.map((w) => [w.name, w.category && t('wbsCategory', { category: w.category })].filter(Boolean).join(' · ')).join('; ')}
                      </span>
                    </>
                  ),
              }
            }),
          })),
  }

  const jobFields = unionOf(employers.map((e) => e.jobsPerField))
  const jobsGroup: Group = {
    key: 'jobs',
    title: t('groups.jobs'),
    rows: [
      {
        key: 'jobs-total',
        label: t('jobsTotal'),
        better: 'higher',
        cells: employers.map((e) => ({
          value: e.institution.jobs_amount,
          content:
            e.institution.jobs_amount === 0 ? (
              missing(t('noJobs'))
            ) : (
              <a href={employerJobsHref(locale, e.institution.id)}>{t('jobs', { count: e.institution.jobs_amount, formatted: formatNumber(e.institution.jobs_amount) })}</a>
            ),
        })),
      },
      ...jobFields.map((field): Row => ({
        key: `jobs-${field.key}`,
        label: field.label,
        better: 'higher',
        cells: employers.map((e) => {
          const entry = e.jobsPerField.find((j) => j.key === field.key)
          return {
            value: entry?.count ?? 0,
            content: entry ? <a href={entry.href}>{t('jobs', { count: entry.count, formatted: formatNumber(entry.count) })}</a> : missing(t('noJobs')),
          }
        }),
      })),
    ],
  }

  const bestLabel = t('best')
  return (
    <div className="compare-groups">
      {[factsGroup, reviewsGroup, realityGroup, trainingGroup, jobsGroup].map((group) => (
        <GroupTable key={group.key} group={group} employers={employers} bestLabel={bestLabel} />
      ))}
    </div>
  )
}
