'use client'
import { useTranslations } from 'next-intl'
import type React from 'react'
import { errorText, FieldFrame } from '@/ui/form/field'

// One input of a form posted to a server action, on the product's one field system (FieldFrame): label,
// control, hint, the error right below. Uncontrolled: `value` is where it starts (the stored value,
// the draft, or what the user sent when the server answered with an error), `version` re-mounts
// it when a draft is restored or discarded.

export interface FormInputProps {
  name: string
  /** the control's id when the same name appears in several forms of a screen (default field-{name}) */
  id?: string
  label: React.ReactNode
  value?: string
  error?: string
  hint?: React.ReactNode
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date'
  /** the earliest date of a date input (YYYY-MM-DD) */
  min?: string
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email' | 'url'
  autoComplete?: string
  required?: boolean
  multiline?: boolean
  maxLength?: number
  /** options make it a select */
  options?: { value: string; label: string }[]
  /** the id of a <datalist> with suggestions */
  list?: string
  version?: number
  onChange?: (value: string) => void
}

export function FormInput({
  name,
  id,
  label,
  value = '',
  error,
  hint,
  type = 'text',
  min,
  inputMode,
  autoComplete,
  required,
  multiline,
  maxLength,
  options,
  list,
  version = 0,
  onChange,
}: FormInputProps) {
  const t = useTranslations('validation')
  const tRoot = useTranslations()
  const key = `${name}-${version}`
  return (
    <FieldFrame
      id={id ?? `field-${name}`}
      label={
        <>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </>
      }
      hint={hint}
      error={error ? errorText(error, t, tRoot) : undefined}
      control={(aria) => {
        const common = {
          ...aria,
          name,
          required,
          onChange: onChange ? (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(e.target.value) : undefined,
        }
        if (options)
          return (
            <select {...common} defaultValue={value} key={key}>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )
        if (multiline) return <textarea {...common} rows={6} maxLength={maxLength} defaultValue={value} key={key} />
        return <input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} maxLength={maxLength} min={min} list={list} defaultValue={value} key={key} />
      }}
    />
  )
}

/** A checkbox with its label after it, and its error. */
export function FormCheckbox({ name, label, checked, error, version = 0 }: { name: string; label: React.ReactNode; checked: boolean; error?: string; version?: number }) {
  const t = useTranslations('validation')
  const tRoot = useTranslations()
  const id = `field-${name}`
  return (
    <div className="field confirm">
      <label htmlFor={id} className="confirm__label">
        <input
          type="checkbox"
          id={id}
          name={name}
          defaultChecked={checked}
          key={`${name}-${version}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {errorText(error, t, tRoot)}
        </p>
      )}
    </div>
  )
}
