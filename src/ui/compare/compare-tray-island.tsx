import { ClientMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/locales'
import { CompareTray } from './compare-tray'
import type { Compared } from './compare-selection'

/** The comparison tray with its words; `current`: the employers of the comparison page showing it. */
export function CompareTrayIsland({ locale, current }: { locale: Locale; current?: Compared[] }) {
  return (
    <ClientMessages add={['compareTray']}>
      <CompareTray locale={locale} current={current} />
    </ClientMessages>
  )
}
