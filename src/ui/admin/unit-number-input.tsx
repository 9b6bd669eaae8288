'use client'
import { useState } from 'react'
import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField, withCondition } from '@payloadcms/ui'
import type { StaticDescription, StaticLabel } from 'payload'
import { formatAmount, parseAmount } from '@/lib/text/amount-input'
import type { NumberUnit } from '@/lib/admin-formats'

// The input of a number with a unit in /admin: an amount is typed and shown in
// francs (1'234.50) and stored as the field stores it (Rappen or francs); a percentage or a number
// of days is a plain number with its unit beside it. Rendered by unit-number-field.tsx.

export interface UnitNumberInputProps {
  path: string
  unit: NumberUnit
  /** "CHF", "%" or "Tage", in the team member's language */
  suffix: string
  invalidText: string
  label?: StaticLabel
  description?: StaticDescription
  required?: boolean
  readOnly?: boolean
  localized?: boolean
}

const isAmount = (unit: NumberUnit): unit is 'rappen' | 'francs' => unit === 'rappen' || unit === 'francs'

function shown(value: unknown, unit: NumberUnit): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return ''
  return isAmount(unit) ? formatAmount(value, unit) : String(value)
}

function read(text: string, unit: NumberUnit): number | null | undefined {
  if (isAmount(unit)) return parseAmount(text, unit)
  const plain = text.trim().replace(',', '.')
  if (plain === '') return null
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : undefined
}

function UnitNumberInputBase({ path: pathFromProps, unit, suffix, invalidText, label, description, required, readOnly, localized }: UnitNumberInputProps) {
  // What the team member is typing, until the input loses focus; then the stored value is shown again.
  const [typed, setTyped] = useState<string | null>(null)
  const wrong = typed !== null && read(typed, unit) === undefined
  const { path, value, setValue, showError, disabled } = useField<number | null>({
    potentiallyStalePath: pathFromProps,
    validate: () => (wrong ? invalidText : true),
  })
  const text = typed ?? shown(value, unit)
  const off = readOnly || disabled
  const inputId = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={[fieldBaseClass, 'number', 'unit-number', (showError || wrong) && 'error', off && 'read-only'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={label} localized={localized} path={path} required={required} />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError path={path} showError={showError || wrong} message={wrong ? invalidText : undefined} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 'calc(var(--base) / 2)' }}>
          {isAmount(unit) && <span aria-hidden="true">{suffix}</span>}
          <input
            id={inputId}
            name={path}
            type="text"
            inputMode="decimal"
            disabled={off}
            value={text}
            aria-invalid={wrong || undefined}
            onChange={(e) => {
              setTyped(e.target.value)
              const parsed = read(e.target.value, unit)
              if (parsed !== undefined) setValue(parsed)
            }}
            onBlur={() => {
              if (!wrong) setTyped(null)
            }}
          />
          {!isAmount(unit) && <span aria-hidden="true">{suffix}</span>}
        </div>
        <FieldDescription path={path} description={description} />
      </div>
    </div>
  )
}

export const UnitNumberInput = withCondition(UnitNumberInputBase)
