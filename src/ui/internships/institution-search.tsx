'use client'
import { useTranslations } from 'next-intl'
import { SearchableSelect, useInstitutionSelectTexts, type PlaceOption } from '@/ui/form/searchable-select'

// The institution of a new internship: the shared searchable select (a plain select without
// JavaScript). An institution not on the platform is named in the fields under the checkbox, which
// CSS shows once it is ticked (no JavaScript needed).

export type InstitutionChoice = PlaceOption

export function InstitutionSearch({ options, value, error, version }: { options: InstitutionChoice[]; value: string; error?: string; version: number }) {
  const texts = useInstitutionSelectTexts('internships.form')
  const tRoot = useTranslations()
  return (
    <SearchableSelect
      id="field-institution"
      name="institution"
      options={options}
      texts={texts}
      defaultValue={value}
      selectKey={`institution-${version}`}
      error={error ? (tRoot.has(error) ? tRoot(error) : error) : undefined}
    />
  )
}
