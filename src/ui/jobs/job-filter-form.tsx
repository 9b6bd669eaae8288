import { getTranslations } from 'next-intl/server'
import type { Essentials } from '@/modules/essentials/essentials.server'
import type { JobFilter } from '@/modules/jobs/filter-path'
import { MultiValueSelect } from '@/ui/form/multi-value-select'
import { localePath, paths } from '@/modules/routing/routes'

const PENSUM_STEPS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
const KM_STEPS = [5, 10, 20, 30, 50, 100]

/**
 * The search form: a plain GET form, so it works without JavaScript. The page turns its parameters
 * into the canonical filter path. Lists show one value; further values of the path stay as hidden inputs.
 */
export async function JobFilterForm({ locale, filter, essentials }: { locale: string; filter: JobFilter; essentials: Essentials }) {
  const t = await getTranslations({ locale, namespace: 'jobsPage.filter' })
  const select = (name: string, list: 'fields' | 'levels' | 'regions' | 'categories', label: string, values: string[]) => (
    <MultiValueSelect
      id={`f-${name}`}
      name={name}
      label={label}
      anyLabel={t('any')}
      options={essentials.lists[list].map((e) => ({ value: e.key, label: e.value }))}
      values={values}
    />
  )
  return (
    <form className="card job-filter" method="get" action={localePath(locale, paths.jobs())} role="search" aria-labelledby="job-filter-title">
      <h2 id="job-filter-title" className="job-filter__title">
        {t('title')}
      </h2>
      <div className="field">
        <label htmlFor="f-q">{t('text')}</label>
        <input id="f-q" name="q" type="search" defaultValue={filter.text ?? ''} placeholder={t('textPlaceholder')} maxLength={100} />
      </div>
      {select('field', 'fields', t('field'), filter.fields)}
      <details
        className="job-filter__more"
        open={Boolean(
          filter.levels.length ||
          filter.regions.length ||
          filter.categories.length ||
          (filter.sort && filter.sort !== 'newest') ||
          filter.pensumMin ||
          filter.pensumMax !== undefined ||
          filter.employment ||
          filter.salaryMin ||
          filter.near,
        )}
      >
        <summary>{t('more')}</summary>
        {select('level', 'levels', t('level'), filter.levels)}
        {select('region', 'regions', t('region'), filter.regions)}
        {select('category', 'categories', t('category'), filter.categories)}
        <div className="job-filter__row">
          <div className="field">
            <label htmlFor="f-pmin">{t('pensumMin')}</label>
            <select id="f-pmin" name="pensum_min" defaultValue={filter.pensumMin?.toString() ?? ''}>
              <option value="">{t('any')}</option>
              {PENSUM_STEPS.map((p) => (
                <option key={p} value={p}>{`${p} %`}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="f-pmax">{t('pensumMax')}</label>
            <select id="f-pmax" name="pensum_max" defaultValue={filter.pensumMax?.toString() ?? ''}>
              <option value="">{t('any')}</option>
              {PENSUM_STEPS.map((p) => (
                <option key={p} value={p}>{`${p} %`}</option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor="f-emp">{t('employment')}</label>
          <select id="f-emp" name="employment" defaultValue={filter.employment ?? ''}>
            <option value="">{t('any')}</option>
            <option value="FULL_TIME">{t('fullTime')}</option>
            <option value="PART_TIME">{t('partTime')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-sal">{t('salaryMin')}</label>
          <input id="f-sal" name="salary_min" type="number" inputMode="numeric" min={1} max={9999999} step={1000} defaultValue={filter.salaryMin ?? ''} />
        </div>
        <div className="job-filter__row">
          <div className="field">
            <label htmlFor="f-zip">{t('zip')}</label>
            <input id="f-zip" name="zip" inputMode="numeric" pattern="[1-9][0-9]{3}" maxLength={4} defaultValue={filter.near?.zip ?? ''} autoComplete="postal-code" />
          </div>
          <div className="field">
            <label htmlFor="f-km">{t('km')}</label>
            <select id="f-km" name="km" defaultValue={String(filter.near?.km ?? 20)}>
              {KM_STEPS.map((km) => (
                <option key={km} value={km}>
                  {t('kmValue', { km })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor="f-sort">{t('sort')}</label>
          <select id="f-sort" name="sort" defaultValue={filter.sort ?? 'newest'}>
            <option value="newest">{t('sortNewest')}</option>
            <option value="relevance">{t('sortRelevance')}</option>
            <option value="salary">{t('sortSalary')}</option>
          </select>
        </div>
      </details>
      <button className="btn" type="submit">
        {t('apply')}
      </button>
    </form>
  )
}
