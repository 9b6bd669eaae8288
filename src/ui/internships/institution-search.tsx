'use client'
import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { FieldErrorMessage } from '@/ui/form/field'

// The institution of a new internship: a search box (name or town) narrows a native <select>, which
// stays the input that is sent (keyboard, screen readers and phones handle it natively; without
// JavaScript it is a plain select). An institution not on the platform is named in the fields
// under the checkbox, which CSS shows once it is ticked (no JavaScript needed).

export interface InstitutionChoice {
  id: number
  name: string
  city: string | null
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export function InstitutionSearch({
  options,
  value,
  error,
  version,
  onPick,
}: {
  options: InstitutionChoice[]
  value: string
  error?: string
  version: number
  onPick?: (value: string) => void
}) {
  const t = useTranslations('internships.form')
  const tRoot = useTranslations()
  const [query, setQuery] = useState('')
  const [picked, setPicked] = useState(value)
  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean)
    if (!words.length) return options
    return options.filter((o) => String(o.id) === picked || words.every((w) => fold(`${o.name} ${o.city ?? ''}`).includes(w)))
  }, [options, query, picked])
  const id = 'field-institution'
  return (
    <div className="field institution-picker">
      <label htmlFor={`${id}-search`}>{t('institutionSearch')}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        aria-describedby={`${id}-hint ${id}-count`}
        aria-controls={id}
      />
      <span className="field__hint" id={`${id}-hint`}>
        {t('institutionSearchHint')}
      </span>
      <span className="field__hint" id={`${id}-count`} aria-live="polite">
        {query ? t('institutionMatches', { count: shown.length }) : ''}
      </span>
      <label htmlFor={id}>{t('institution')}</label>
      <select
        id={id}
        name="institution"
        key={`institution-${version}`}
        defaultValue={value}
        onChange={(e) => {
          setPicked(e.target.value)
          onPick?.(e.target.value)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('institutionChoose')}</option>
        {shown.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.city ? `${o.name} (${o.city})` : o.name}
          </option>
        ))}
      </select>
      <FieldErrorMessage id={id}>{error ? (tRoot.has(error) ? tRoot(error) : error) : null}</FieldErrorMessage>
    </div>
  )
}
