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

/** The aria wiring a field's control gets from its frame. */
export interface ControlAria {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** The ids of a field's hint and error, for aria-describedby (undefined when it has neither). */
export function describedByOf(id: string, hint?: unknown, error?: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

/** A field's hint, with the id its control points to. */
export function FieldHint({ id, hint }: { id: string; hint?: React.ReactNode }) {
  return hint ? (
    <span className="field__hint" id={`${id}-hint`}>
      {hint}
    </span>
  ) : null
}

/** A field's error, with the id its control points to. */
export function FieldErrorMessage({ id, children }: { id: string; children?: React.ReactNode }) {
  return children ? (
    <p className="field__error" id={`${id}-error`}>
      {children}
    </p>
  ) : null
}

/**
 * The one field system of the product: a label, the control (rendered by `control` with the aria
 * wiring), its hint and its error right below. Server-posted forms use `Field`; forms that keep
 * their values in state (the review wizard) pass their own controlled control.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  control,
}: {
  id: string
  label: React.ReactNode
  hint?: React.ReactNode
  error?: React.ReactNode
  control: (aria: ControlAria) => React.ReactNode
}) {
  const aria: ControlAria = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByOf(id, hint, error) }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control(aria)}
      <FieldHint id={id} hint={hint} />
      <FieldErrorMessage id={id}>{error}</FieldErrorMessage>
    </div>
  )
}

/** A labelled input with its error next to it; keeps what the user typed after a failed submit. */
export function Field({ name, label, state, type = 'text', autoComplete, hint, required, defaultValue, multiline, maxLength, errors = 'validation', children }: FieldProps) {
  const t = useTranslations(errors)
  const tRoot = useTranslations()
  const error = state.status === 'error' ? state.fieldErrors[name] : undefined
  const value = state.status === 'error' ? (state.values[name] ?? defaultValue) : defaultValue
  return (
    <FieldFrame
      id={`field-${name}`}
      label={label}
      hint={hint}
      error={error ? errorText(error, t, tRoot) : undefined}
      control={(aria) => {
        const common = { ...aria, name, required }
        if (children)
          return (
            <select {...common} defaultValue={value} key={value}>
              {children}
            </select>
          )
        if (multiline) return <textarea {...common} rows={6} maxLength={maxLength} defaultValue={value} key={value} />
        return <input {...common} type={type} autoComplete={autoComplete} maxLength={maxLength} defaultValue={type === 'password' ? undefined : value} key={value} />
      }}
    />
  )
}
