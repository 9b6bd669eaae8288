'use client'
import { useTranslations } from 'next-intl'
import type React from 'react'
import { errorText } from '@/ui/form/field'

// The wizard's inputs: every one has a visible label, its error right below it (linked with
// aria-describedby) and keeps its value in the wizard's state. Choices are native radio groups,
// so arrow keys move within a group and Tab moves on.

export type SetValue = (name: string, value: string) => void

interface Common {
  name: string
  value: string
  onChange: SetValue
  error?: string
  hint?: string
  required?: boolean
  /** a path that helps fix the error (shown with it) */
  link?: string
}

export const inputId = (name: string) => `review-${name}`

/** The first focusable element of an input, for "jump to the error" links. */
export function focusInput(name: string) {
  const el = document.getElementById(inputId(name)) ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)
  el?.focus()
}

function useDescribedBy(name: string, hint?: string, error?: string) {
  const id = inputId(name)
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
}

export function FieldError({ name, error, link }: { name: string; error?: string; /** an in-app path that helps, e.g. the review a rule points to */ link?: string }) {
  const t = useTranslations('reviews.errors')
  const tRoot = useTranslations()
  if (!error) return null
  return (
    <p className="field__error" id={`${inputId(name)}-error`}>
      {errorText(error, t, tRoot)}
      {link && (
        <>
          {' '}
          <a href={link} data-testid={`${inputId(name)}-link`}>
            {t(`links.${error}`)}
          </a>
        </>
      )}
    </p>
  )
}

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <span className="field__hint" id={`${inputId(name)}-hint`}>
      {hint}
    </span>
  ) : null
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const t = useTranslations('reviews.wizard')
  return (
    <label htmlFor={htmlFor}>
      {label}
      {!required && <span className="muted"> ({t('optional')})</span>}
    </label>
  )
}

export function TextInput({
  name,
  value,
  onChange,
  error,
  hint,
  required,
  label,
  type = 'text',
  inputMode,
  autoComplete,
}: Common & {
  label: string
  type?: string
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
}) {
  const describedBy = useDescribedBy(name, hint, error)
  return (
    <div className="field">
      <Label htmlFor={inputId(name)} label={label} required={required} />
      <input
        id={inputId(name)}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Hint name={name} hint={hint} />
      <FieldError name={name} error={error} />
    </div>
  )
}

export function TextArea({ name, value, onChange, error, hint, required, label, maxLength }: Common & { label: string; maxLength: number }) {
  const describedBy = useDescribedBy(name, hint, error)
  return (
    <div className="field">
      <Label htmlFor={inputId(name)} label={label} required={required} />
      <textarea
        id={inputId(name)}
        name={name}
        rows={5}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Hint name={name} hint={hint} />
      <FieldError name={name} error={error} />
    </div>
  )
}

export function SelectInput({
  name,
  value,
  onChange,
  error,
  hint,
  required,
  label,
  options,
  placeholder,
  link,
}: Common & {
  label: string
  options: { value: string; label: string }[]
  placeholder: string
}) {
  const describedBy = useDescribedBy(name, hint, error)
  return (
    <div className="field">
      <Label htmlFor={inputId(name)} label={label} required={required} />
      <select
        id={inputId(name)}
        name={name}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Hint name={name} hint={hint} />
      <FieldError name={name} error={error} link={link} />
    </div>
  )
}

/** A radio group as a row of pills; `compact` for short labels such as 1–5. */
export function RadioGroup({
  name,
  value,
  onChange,
  error,
  hint,
  legend,
  options,
  compact,
}: Common & {
  legend: string
  options: { value: string; label: React.ReactNode; accessibleLabel?: string }[]
  compact?: boolean
}) {
  const describedBy = useDescribedBy(name, hint, error)
  return (
    <fieldset className="field choice" role="radiogroup" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <Hint name={name} hint={hint} />
      <div className={compact ? 'choice__options choice__options--compact' : 'choice__options'}>
        {options.map((o, index) => (
          <label key={o.value} className="choice__option">
            <input
              type="radio"
              // The group's first radio carries the id, so error links and labels land on the group.
              id={index === 0 ? inputId(name) : undefined}
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(name, o.value)}
              aria-describedby={describedBy}
            />
            {o.accessibleLabel ? (
              <>
                <span aria-hidden="true">{o.label}</span>
                <span className="visually-hidden">{o.accessibleLabel}</span>
              </>
            ) : (
              <span>{o.label}</span>
            )}
          </label>
        ))}
      </div>
      <FieldError name={name} error={error} />
    </fieldset>
  )
}

export function Confirm({ name, value, onChange, error, label }: Common & { label: string }) {
  const describedBy = useDescribedBy(name, undefined, error)
  return (
    <div className="field confirm">
      <label className="confirm__label">
        <input
          id={inputId(name)}
          type="checkbox"
          name={name}
          checked={value === 'on'}
          onChange={(e) => onChange(name, e.target.checked ? 'on' : '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span>{label}</span>
      </label>
      <FieldError name={name} error={error} />
    </div>
  )
}
