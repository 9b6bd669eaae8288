'use client'
import { useTranslations } from 'next-intl'
import { SearchableSelect, type PlaceOption } from '@/ui/form/searchable-select'

// The institution of a new internship: the shared searchable select (a plain select without
// JavaScript). An institution not on the platform is named in the fields under the checkbox, which
// CSS shows once it is ticked (no JavaScript needed).

export type InstitutionChoice = PlaceOption

export function InstitutionSearch({ options, value, error, version }: { options: InstitutionChoice[]; value: string; error?: string; version: number }) {
  const t = useTranslations('internships.form')
  const tRoot = useTranslations()
  return (
    <SearchableSelect
      id="field-institution"
      name="institution"
      options={options}
      texts={{
        search: t('institutionSearch'),
        searchHint: t('institutionSearchHint'),
        label: t('institution'),
        choose: t('institutionChoose'),
        matches: (count) => t('institutionMatches', { count }),
      }}
      defaultValue={value}
      selectKey={`institution-${version}`}
      error={error ? (tRoot.has(error) ? tRoot(error) : error) : undefined}
    />
  )
}
