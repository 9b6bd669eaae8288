'use client'
import { useTranslations } from 'next-intl'
import { SearchableSelect, useInstitutionSelectTexts, type PlaceOption } from '@/ui/form/searchable-select'
import { ErrorText, inputId, type SetValue } from './inputs'

export type InstitutionOption = PlaceOption

// The reviewed institution: the shared searchable select, or the fixed name when editing.

export function InstitutionPicker({
  value,
  onChange,
  error,
  options,
  fixed,
}: {
  value: string
  onChange: SetValue
  error?: string
  options: InstitutionOption[]
  /** editing: the reviewed institution cannot change */
  fixed?: { id: number; name: string }
}) {
  const t = useTranslations('reviews.wizard')
  const texts = useInstitutionSelectTexts('reviews.wizard')
  const id = inputId('institution')
  if (fixed) {
    return (
      <div className="field">
        <span className="field__label" id={id}>
          {t('institution')}
        </span>
        <p className="field__static" aria-describedby={`${id}-hint`}>
          {fixed.name}
        </p>
        <span className="field__hint" id={`${id}-hint`}>
          {t('institutionFixed')}
        </span>
        <input type="hidden" name="institution" value={fixed.id} />
      </div>
    )
  }
  return (
    <SearchableSelect
      id={id}
      name="institution"
      options={options}
      texts={texts}
      value={value}
      onChange={(next) => onChange('institution', next)}
      required
      error={error ? <ErrorText name="institution" error={error} /> : undefined}
    />
  )
}
