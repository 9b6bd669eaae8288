import type { DefaultServerCellComponentProps, NumberFieldServerProps } from 'payload'
import { formatAmount } from '@/lib/text/amount-input'
import type { NumberUnit } from '@/lib/admin-formats'
import { adminTexts } from './admin-locale'
import { UnitNumberInput } from './unit-number-input'

// A number with a unit in /admin (ADR 0054; set on the fields by lib/admin-formats.ts):
// amounts in francs with the Swiss grouping (CHF 1'234.50, whether stored in Rappen or francs),
// percentages and days with their unit, in lists (the cell) and in the document (the field).
// Server components: Payload hands them its i18n, so the unit is in the team member's language.

type Texts = ReturnType<typeof adminTexts>

function unitOf(field: { admin?: { custom?: Record<string, unknown> } } | undefined): NumberUnit {
  const unit = field?.admin?.custom?.unit
  return unit === 'rappen' || unit === 'francs' || unit === 'percent' || unit === 'days' ? unit : 'francs'
}

function suffixOf(unit: NumberUnit, t: Texts): string {
  return unit === 'percent' ? '%' : unit === 'days' ? t('units.days') : 'CHF'
}

/** 42160 Rappen -> "CHF 421.60"; 20 percent -> "20 %"; 30 days -> "30 Tage". */
export function unitText(value: unknown, unit: NumberUnit, t: Texts): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return ''
  if (unit === 'rappen' || unit === 'francs') return `CHF ${formatAmount(value, unit)}`
  if (unit === 'percent') return `${value} %`
  return t('units.dayCount', { count: value })
}

export function UnitNumberField(props: NumberFieldServerProps) {
  const { clientField, field, path, readOnly, i18n } = props
  const unit = unitOf(field as never)
  const t = adminTexts(i18n)
  return (
    <UnitNumberInput
      path={path}
      unit={unit}
      suffix={suffixOf(unit, t)}
      invalidText={t(unit === 'rappen' || unit === 'francs' ? 'units.invalidAmount' : 'units.invalidNumber')}
      label={clientField.label}
      // The schema's note on an amount says how it is stored ("Rappen excl. VAT"); shown in francs, it would mislead.
      description={unit === 'rappen' || typeof clientField.admin?.description === 'function' ? undefined : clientField.admin?.description}
      required={clientField.required}
      readOnly={readOnly || clientField.admin?.readOnly}
      localized={clientField.localized}
    />
  )
}

export function UnitNumberCell({ cellData, field, i18n }: DefaultServerCellComponentProps) {
  return <span data-unit={unitOf(field as never)}>{unitText(cellData, unitOf(field as never), adminTexts(i18n))}</span>
}
