import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { SWISS_DATE, SWISS_DATE_TIME, UNIT_CELL, UNIT_FIELD, withSwissFormats } from './admin-formats'

type Loose = Field & { name: string; admin?: { date?: Record<string, unknown>; custom?: Record<string, unknown>; components?: Record<string, unknown> }; fields?: Loose[] }

const invoices: CollectionConfig = {
  slug: 'invoices',
  fields: [
    { name: 'paid_at', type: 'date' },
    { name: 'valid_until', type: 'date' },
    { name: 'issued_at', type: 'date', admin: { readOnly: true } },
    { name: 'started', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { type: 'row', fields: [{ name: 'payable', type: 'number' }] },
    { name: 'number', type: 'number' },
  ],
}

describe('Swiss formats in /admin', () => {
  const fields = withSwissFormats(invoices).fields as Loose[]
  const byName = (name: string) => fields.find((f) => f.name === name) ?? fields.flatMap((f) => f.fields ?? []).find((f) => f.name === name)!

  it('shows moments with their time and days without, both day first', () => {
    expect(byName('paid_at').admin?.date).toMatchObject({ pickerAppearance: 'dayAndTime', displayFormat: SWISS_DATE_TIME, timeFormat: 'HH:mm' })
    expect(byName('issued_at').admin?.date).toMatchObject({ displayFormat: SWISS_DATE_TIME })
    expect(byName('started').admin?.date).toMatchObject({ pickerAppearance: 'dayAndTime', displayFormat: SWISS_DATE_TIME })
    expect(byName('valid_until').admin?.date).toMatchObject({ pickerAppearance: 'dayOnly', displayFormat: SWISS_DATE })
    expect(SWISS_DATE_TIME).toBe('dd.MM.yyyy HH:mm')
  })

  it('gives the amounts in Rappen the franc input and cell, inside rows too, and leaves other numbers alone', () => {
    expect(byName('payable').admin).toMatchObject({ custom: { unit: 'rappen' }, components: { Field: UNIT_FIELD, Cell: UNIT_CELL } })
    expect(byName('number').admin).toBeUndefined()
  })
})
