'use client'
import { useTranslations } from 'next-intl'
import type { FormState } from '@/lib/form/form-state'

interface FieldProps {
  name: string
  label: string
  state: FormState
  type?: string
  autoComplete?: string
  hint?: string
  required?: boolean
  defaultValue?: string
  /** a textarea instead of an input */
  multiline?: boolean
  maxLength?: number
  /** catalogue namespace of the error keys */
  errors?: string
  children?: React.ReactNode
}

type Translate = ReturnType<typeof useTranslations>

/**
 * An error key in the form's namespace ("required") or a full catalogue key shared by every form
 * ("validation.nameTooShort"); anything unknown reads "invalid".
 */
export function errorText(error: string, t: Translate, tRoot: Translate): string {
  if (error.includes('.') && tRoot.has(error)) return tRoot(error)
  return t.has(error) ? t(error) : t('invalid')
}

/** A labelled input with its error next to it; keeps what the user typed after a failed submit. */
export function Field({ name, label, state, type = 'text', autoComplete, hint, required, defaultValue, multiline, maxLength, errors = 'validation', children }: FieldProps) {
  const t = useTranslations(errors)
  const tRoot = useTranslations()
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
      ) : multiline ? (
        <textarea {...common} rows={6} maxLength={maxLength} defaultValue={value} key={value} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} maxLength={maxLength} defaultValue={type === 'password' ? undefined : value} key={value} />
      )}
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {errorText(error, t, tRoot)}
        </p>
      )}
    </div>
  )
}
