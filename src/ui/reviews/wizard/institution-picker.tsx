'use client'
import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { FieldError, inputId, type SetValue } from './inputs'

export interface InstitutionOption {
  id: number
  name: string
  city: string | null
}

// A searchable select: a search box narrows a native <select>, which stays the input that is sent
// (keyboard, screen readers and phones handle it natively; without JavaScript it is a plain select).

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

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
  const [query, setQuery] = useState('')
  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean)
    if (!words.length) return options
    return options.filter((o) => {
      const text = fold(`${o.name} ${o.city ?? ''}`)
      return String(o.id) === value || words.every((w) => text.includes(w))
    })
  }, [options, query, value])
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
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
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
        value={value}
        onChange={(e) => onChange('institution', e.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{t('institutionChoose')}</option>
        {shown.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.city ? `${o.name} (${o.city})` : o.name}
          </option>
        ))}
      </select>
      <FieldError name="institution" error={error} />
    </div>
  )
}
