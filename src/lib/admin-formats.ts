import type { CollectionConfig, Field, GlobalConfig, Tab } from 'payload'

// Swiss formats in /admin (ADR 0054): dates as 31.12.2026 14:30 in lists,
// documents and pickers; amounts in francs with the Swiss grouping (CHF 1'234.50) whether they are
// stored in Rappen or in francs; percentages and durations with their unit. Applied to every
// collection and global in payload.config.ts, so the collections keep their plain field lists.

/** Payload's global `admin.dateFormat` (date-fns): createdAt, updatedAt and every date without its own format. */
export const SWISS_DATE_TIME = 'dd.MM.yyyy HH:mm'
export const SWISS_DATE = 'dd.MM.yyyy'

/** The unit of a number field: shown and typed with it (ui/admin/unit-number-field.tsx). */
export type NumberUnit = 'rappen' | 'francs' | 'percent' | 'days'

/** Number fields that carry a unit, by collection and field name (names inside rows and arrays too). */
export const NUMBER_UNITS: Readonly<Record<string, Readonly<Record<string, NumberUnit>>>> = {
  orders: { subtotal: 'rappen', discount: 'rappen', net: 'rappen', vat: 'rappen', total: 'rappen', payable: 'rappen', social_budget: 'francs', duration: 'days' },
  invoices: { subtotal: 'rappen', discount: 'rappen', net: 'rappen', vat: 'rappen', total: 'rappen', payable: 'rappen' },
  products: { price: 'francs', social_budget: 'francs', duration: 'days' },
  'discount-codes': { percent: 'percent', amount: 'francs' },
}

export const UNIT_FIELD = '/ui/admin/unit-number-field#UnitNumberField'
export const UNIT_CELL = '/ui/admin/unit-number-field#UnitNumberCell'

type AnyField = Field & { name?: string; type: string; admin?: Record<string, unknown>; fields?: Field[]; tabs?: Tab[]; blocks?: { fields: Field[] }[] }

/** A moment (paid, mailed, sent, online from/until) shows its time; a day (valid until, internship start) does not. */
function isMoment(field: AnyField): boolean {
  const name = field.name ?? ''
  return /_at$/.test(name) || name === 'online_from' || name === 'online_until' || field.admin?.readOnly === true
}

function withDateFormat(field: AnyField): AnyField {
  const date = (field.admin?.date ?? {}) as { pickerAppearance?: string; displayFormat?: string }
  if (date.displayFormat) return field
  const appearance = date.pickerAppearance ?? (isMoment(field) ? 'dayAndTime' : 'dayOnly')
  const displayFormat = appearance === 'dayAndTime' ? SWISS_DATE_TIME : appearance === 'timeOnly' ? 'HH:mm' : SWISS_DATE
  return { ...field, admin: { ...field.admin, date: { ...date, pickerAppearance: appearance, displayFormat, timeFormat: 'HH:mm', timeIntervals: 15 } } } as AnyField
}

function withUnit(field: AnyField, unit: NumberUnit): AnyField {
  const admin = field.admin ?? {}
  const components = (admin.components ?? {}) as Record<string, unknown>
  return {
    ...field,
    admin: { ...admin, custom: { ...(admin.custom as object), unit }, components: { ...components, Field: UNIT_FIELD, Cell: UNIT_CELL } },
  } as AnyField
}

function formatted(field: Field, units: Readonly<Record<string, NumberUnit>>): Field {
  let f = { ...field } as AnyField
  if (f.type === 'date') f = withDateFormat(f)
  const unit = f.type === 'number' && f.name ? units[f.name] : undefined
  if (unit && !(f as { hasMany?: boolean }).hasMany) f = withUnit(f, unit)
  if (Array.isArray(f.fields)) f.fields = f.fields.map((x) => formatted(x, units))
  if (Array.isArray(f.tabs)) f.tabs = f.tabs.map((tab) => ({ ...tab, fields: tab.fields.map((x) => formatted(x, units)) }))
  if (Array.isArray(f.blocks)) f.blocks = f.blocks.map((block) => ({ ...block, fields: block.fields.map((x) => formatted(x, units)) }))
  return f as Field
}

/** The collection or global with Swiss date formats on its date fields and units on its amounts. */
export function withSwissFormats<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const units = NUMBER_UNITS[config.slug] ?? {}
  return { ...config, fields: config.fields.map((f) => formatted(f, units)) }
}
