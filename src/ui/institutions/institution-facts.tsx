import { getTranslations } from 'next-intl/server'
import { formatChf, formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { InstitutionFactsView } from '@/modules/institutions/public.server'
import { FACTS } from '@/modules/institutions/fact-catalog'
import { PlainText } from '../jobs/plain-text'
import { Icon } from '../icons/icon'

// value is a short figure; text (benefits, salary notes) may hold several lines or a list.
type Entry = { key: string; term: string; value?: string; text?: string | null }

// Each entry's fact in the catalog, for its icon (from the icon service, ADR 0062).
const FACT_OF_ENTRY: Record<string, string> = {
  y1: 'salary_aa_y1',
  y3: 'salary_aa_y3',
  oa: 'salary_oa',
  'salary-info': 'salary_info',
  hours: 'weekly_hours',
  holidays: 'holidays',
  training: 'training_days',
  maternity: 'maternity_leave',
  gav: 'gav',
  daycare: 'daycare',
  'student-pay': 'student_pay',
  accommodation: 'accommodation_cost',
  benefits: 'benefits',
}
const iconOf = (key: string) => FACTS.find((fact) => fact.name === FACT_OF_ENTRY[key])?.icon ?? null

/** Facts and figures as a definition list: only what the institution filled in. */
export async function InstitutionFacts({ facts, locale }: { facts: InstitutionFactsView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'institutionsPage.facts' })
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'))
  const perYear = (amount: number) => t('perYear', { amount: formatChf(amount) })
  const perMonth = (amount: number) => t('perMonth', { amount: formatChf(amount) })
  const candidates: (Entry | null)[] = [
    facts.salary_aa_y1 !== null ? { key: 'y1', term: t('salaryAaY1'), value: perYear(facts.salary_aa_y1) } : null,
    facts.salary_aa_y3 !== null ? { key: 'y3', term: t('salaryAaY3'), value: perYear(facts.salary_aa_y3) } : null,
    facts.salary_oa !== null ? { key: 'oa', term: t('salaryOa'), value: perYear(facts.salary_oa) } : null,
    facts.salary_info !== null ? { key: 'salary-info', term: t('salaryInfo'), text: facts.salary_info } : null,
    facts.weekly_hours !== null ? { key: 'hours', term: t('weeklyHours'), value: t('hours', { count: facts.weekly_hours }), text: facts.weekly_hours_info } : null,
    facts.holidays !== null ? { key: 'holidays', term: t('holidays'), value: t('weeksPerYear', { count: facts.holidays }) } : null,
    facts.training_days !== null ? { key: 'training', term: t('trainingDays'), value: t('daysPerYear', { count: facts.training_days }) } : null,
    facts.maternity_leave !== null ? { key: 'maternity', term: t('maternityLeave'), value: t('weeks', { count: facts.maternity_leave }) } : null,
    facts.gav !== null ? { key: 'gav', term: t('gav'), value: yesNo(facts.gav) } : null,
    facts.daycare !== null ? { key: 'daycare', term: t('daycare'), value: yesNo(facts.daycare) } : null,
    facts.student_pay !== null ? { key: 'student-pay', term: t('studentPay'), value: perMonth(facts.student_pay) } : null,
    facts.accommodation_cost !== null ? { key: 'accommodation', term: t('accommodationCost'), value: perMonth(facts.accommodation_cost) } : null,
    facts.benefits !== null ? { key: 'benefits', term: t('benefits'), text: facts.benefits } : null,
  ]
  const entries = candidates.filter((e): e is Entry => e !== null)
  if (entries.length === 0) return null
  const hasSalaries = facts.salary_aa_y1 !== null || facts.salary_aa_y3 !== null || facts.salary_oa !== null
  const footnote = [hasSalaries ? t('salaryNote') : null, facts.updated_at ? t('updatedAt', { date: formatDate(facts.updated_at, locale) }) : null].filter(Boolean).join(' ')
  return (
    <>
      <dl className="facts facts--wide">
        {entries.map((e) => (
          <div key={e.key}>
            <dt>
              <Icon name={iconOf(e.key)} size={18} className="facts__icon" />
              {e.term}
            </dt>
            <dd>
              {e.value}
              {e.text && <PlainText text={e.text} className={e.value ? 'plain-text facts__note' : 'plain-text'} />}
            </dd>
          </div>
        ))}
      </dl>
      {footnote && <p className="muted facts__footnote">{footnote}</p>}
    </>
  )
}
