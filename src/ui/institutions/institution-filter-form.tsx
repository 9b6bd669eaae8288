import { getTranslations } from 'next-intl/server'
import { formatNumber } from '@/i18n/format'
import type { Essentials } from '@/modules/essentials/essentials.server'
import type { InstitutionFilter } from '@/modules/institutions/filter-path'
import { MultiValueSelect } from '@/ui/form/multi-value-select'
import { localePath, paths } from '@/modules/routing/routes'

type Counts = { regions: Map<string, number>; categories: Map<string, number> } | null

/**
 * The institution search form: a plain GET form, so it works without JavaScript; the page turns its
 * parameters into the canonical filter path. Cantons and categories show how many employers match
 * with the other filters. Lists show one value; further values of the path stay as hidden inputs.
 */
export async function InstitutionFilterForm({ locale, filter, essentials, counts }: { locale: string; filter: InstitutionFilter; essentials: Essentials; counts: Counts }) {
  const t = await getTranslations({ locale, namespace: 'institutionsSearch' })
  const select = (name: string, list: 'fields' | 'regions' | 'categories', label: string, values: string[], hintId?: string) => {
    const listCounts = list === 'fields' ? null : (counts?.[list] ?? null)
    const options = essentials.lists[list].map((e) => ({
      value: e.key,
      label: listCounts ? t('optionCount', { label: e.value, count: formatNumber(listCounts.get(e.key) ?? 0) }) : e.value,
    }))
    const hint = hintId ? { id: hintId, text: t('fieldHint') } : undefined
    return <MultiValueSelect id={`if-${name}`} name={name} label={label} anyLabel={t('any')} options={options} values={values} hint={hint} />
  }
  return (
    <form className="card job-filter" method="get" action={localePath(locale, paths.institutions())} role="search" aria-labelledby="institution-filter-title">
      <h2 id="institution-filter-title" className="job-filter__title">
        {t('formTitle')}
      </h2>
      <div className="field">
        <label htmlFor="if-q">{t('text')}</label>
        <input id="if-q" name="q" type="search" defaultValue={filter.text ?? ''} placeholder={t('textPlaceholder')} maxLength={100} />
      </div>
      {select('region', 'regions', t('region'), filter.regions)}
      {/* Short on a phone: the rarer filters fold away unless one of them is set. */}
      <details className="job-filter__more" open={Boolean(filter.categories.length || filter.fields.length || filter.professional)}>
        <summary>{t('more')}</summary>
        {select('category', 'categories', t('category'), filter.categories)}
        {select('field', 'fields', t('field'), filter.fields, 'if-field-hint')}
        <div className="field field--check">
          <input id="if-pro" name="professional" type="checkbox" value="1" defaultChecked={filter.professional} aria-describedby="if-pro-hint" />
          <label htmlFor="if-pro">{t('professional')}</label>
          <p id="if-pro-hint" className="field__hint">
            {t('professionalHint')}
          </p>
        </div>
      </details>
      <button className="btn" type="submit">
        {t('apply')}
      </button>
    </form>
  )
}
