'use client'
import { useTranslations } from 'next-intl'
import type { FormState } from './form-state'

interface FieldProps {
  name: string
  label: string
  state: FormState
  type?: string
  autoComplete?: string
  hint?: string
  required?: boolean
  defaultValue?: string
  children?: React.ReactNode
}

/** A labelled input with its error next to it; keeps what the user typed after a failed submit. */
export function Field({ name, label, state, type = 'text', autoComplete, hint, required, defaultValue, children }: FieldProps) {
  const t = useTranslations('validation')
  const error = state.status === 'error' ? state.fieldErrors[name] : undefined
  const value = state.status === 'error' ? (state.values[name] ?? defaultValue) : defaultValue
  const id = `field-${name}`
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const common = { id, name, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children ? (
        <select {...common} defaultValue={value} key={value}>
          {children}
        </select>
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} defaultValue={type === 'password' ? undefined : value} key={value} />
      )}
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {t.has(error) ? t(error) : t('invalid')}
        </p>
      )}
    </div>
  )
}
