import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { compareHref, withCompared } from '@/modules/compare/compare-ids'
import { CompareAdd } from './compare-add'

/**
 * The "compare" control of one employer. `selected`: the employers already chosen as far as the
 * server knows them (the search's `?compare=`), so the link without JavaScript adds to them.
 */
export async function CompareAddControl({ locale, id, name, selected = [] }: { locale: Locale; id: number; name: string; selected?: readonly number[] }) {
  const t = await getTranslations({ locale, namespace: 'compare' })
  return <CompareAdd id={id} name={name} href={compareHref(locale, withCompared(selected, id))} label={t('add')} labelAdded={t('added')} />
}
