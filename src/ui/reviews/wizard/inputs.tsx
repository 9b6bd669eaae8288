'use client'
import { useTranslations } from 'next-intl'
import type React from 'react'
import { describedByOf, errorText, FieldErrorMessage, FieldFrame, FieldHint } from '@/ui/form/field'

// The wizard's inputs, on the product's one field system (ui/form/field.tsx): every one has a
// visible label, its error right below it (linked with aria-describedby) and keeps its value in the
// wizard's state. Choices are native radio groups,
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

const useDescribedBy = (name: string, hint?: string, error?: string) => describedByOf(inputId(name), hint, error)

/** An error message of the wizard's catalogue, with a link that helps fix it when there is one. */
export function ErrorText({ name, error, link }: { name: string; error: string; /** an in-app path that helps, e.g. the review a rule points to */ link?: string }) {
  const t = useTranslations('reviews.errors')
  const tRoot = useTranslations()
  return (
    <>
      {errorText(error, t, tRoot)}
      {link && (
        <>
          {' '}
          <a href={link} data-testid={`${inputId(name)}-link`}>
            {t(`links.${error}`)}
          </a>
        </>
      )}
    </>
  )
}

export function FieldError({ name, error, link }: { name: string; error?: string; link?: string }) {
  return <FieldErrorMessage id={inputId(name)}>{error ? <ErrorText name={name} error={error} link={link} /> : null}</FieldErrorMessage>
}

function Hint({ name, hint }: { name: string; hint?: string }) {
  return <FieldHint id={inputId(name)} hint={hint} />
}

function LabelText({ label, required }: { label: string; required?: boolean }) {
  const t = useTranslations('reviews.wizard')
  return (
    <>
      {label}
      {!required && <span className="muted"> ({t('optional')})</span>}
    </>
  )
}

/** The frame of a wizard input: label (with "optional"), the control, hint and error. */
function WizardFrame({
  name,
  label,
  required,
  hint,
  error,
  link,
  control,
}: {
  name: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  link?: string
  control: Parameters<typeof FieldFrame>[0]['control']
}) {
  return (
    <FieldFrame
      id={inputId(name)}
      label={<LabelText label={label} required={required} />}
      hint={hint}
      error={error ? <ErrorText name={name} error={error} link={link} /> : undefined}
      control={control}
    />
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
  return (
    <WizardFrame
      name={name}
      label={label}
      required={required}
      hint={hint}
      error={error}
      control={(aria) => (
        <input
          {...aria}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          value={value}
          onChange={(e) => onChange(name, e.target.value)}
          required={required}
        />
      )}
    />
  )
}

export function TextArea({ name, value, onChange, error, hint, required, label, maxLength }: Common & { label: string; maxLength: number }) {
  return (
    <WizardFrame
      name={name}
      label={label}
      required={required}
      hint={hint}
      error={error}
      control={(aria) => <textarea {...aria} name={name} rows={5} maxLength={maxLength} value={value} onChange={(e) => onChange(name, e.target.value)} required={required} />}
    />
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
  return (
    <WizardFrame
      name={name}
      label={label}
      required={required}
      hint={hint}
      error={error}
      link={link}
      control={(aria) => (
        <select {...aria} name={name} value={value} onChange={(e) => onChange(name, e.target.value)} required={required}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
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
