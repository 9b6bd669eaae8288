'use client'
import { useTranslations } from 'next-intl'
import type React from 'react'
import { useMemo, useState } from 'react'
import { FieldErrorMessage } from './field'

/** A place to choose (an institution): its name and town. */
export interface PlaceOption {
  id: number
  name: string
  city: string | null
}

export interface SearchableSelectTexts {
  search: string
  searchHint: string
  label: string
  choose: string
  /** "3 results", read out as the list narrows */
  matches: (count: number) => string
}

/**
 * The texts of an institution picker, from a namespace that names them alike (`institutionSearch`,
 * `institutionSearchHint`, `institution`, `institutionChoose`, `institutionMatches`).
 */
export function useInstitutionSelectTexts(namespace: 'internships.form' | 'reviews.wizard'): SearchableSelectTexts {
  const t = useTranslations(namespace)
  return {
    search: t('institutionSearch'),
    searchHint: t('institutionSearchHint'),
    label: t('institution'),
    choose: t('institutionChoose'),
    matches: (count) => t('institutionMatches', { count }),
  }
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** The options whose name and town hold every word of the query (accents and case aside); the chosen one stays. */
export function narrowOptions(options: PlaceOption[], query: string, chosen: string): PlaceOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (!words.length) return options
  return options.filter((o) => String(o.id) === chosen || words.every((w) => fold(`${o.name} ${o.city ?? ''}`).includes(w)))
}

/**
 * A searchable select: a search box narrows a native <select>, which stays the input that is sent
 * (keyboard, screen readers and phones handle it natively; without JavaScript it is a plain select).
 * Controlled with `value` (a form that keeps its values in state) or not, with `defaultValue` (a
 * server-posted form; `selectKey` renews the select when the server answered other values).
 */
export function SearchableSelect({
  id,
  name,
  options,
  texts,
  value,
  defaultValue,
  selectKey,
  onChange,
  required,
  error,
}: {
  id: string
  name: string
  options: PlaceOption[]
  texts: SearchableSelectTexts
  value?: string
  defaultValue?: string
  selectKey?: string
  onChange?: (value: string) => void
  required?: boolean
  /** the error under the select, already in words */
  error?: React.ReactNode
}) {
  const [query, setQuery] = useState('')
  const [picked, setPicked] = useState(value ?? defaultValue ?? '')
  const chosen = value ?? picked
  const shown = useMemo(() => narrowOptions(options, query, chosen), [options, query, chosen])
  const selected = value !== undefined ? { value } : { defaultValue }
  return (
    <div className="field institution-picker">
      <label htmlFor={`${id}-search`}>{texts.search}</label>
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
        {texts.searchHint}
      </span>
      <span className="field__hint" id={`${id}-count`} aria-live="polite">
        {query ? texts.matches(shown.length) : ''}
      </span>
      <label htmlFor={id}>{texts.label}</label>
      <select
        id={id}
        name={name}
        key={selectKey}
        {...selected}
        onChange={(e) => {
          setPicked(e.target.value)
          onChange?.(e.target.value)
        }}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      >
        <option value="">{texts.choose}</option>
        {shown.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.city ? `${o.name} (${o.city})` : o.name}
          </option>
        ))}
      </select>
      <FieldErrorMessage id={id}>{error}</FieldErrorMessage>
    </div>
  )
}
