import { describe, expect, it } from 'vitest'
import { withBillingFromContact } from './billing-prefill'

const contact = { name: 'Spital Muster', contact_address: 'Bahnhofstrasse 1', contact_zip: '8001', contact_city: 'Zürich', contact_mail: 'hr@spital.example.ch' }

describe('withBillingFromContact', () => {
  it('fills an empty billing address from the contact data', () => {
    expect(withBillingFromContact({ ...contact, billing_type: 'email' })).toMatchObject({
      billing_name: 'Spital Muster',
      billing_address: 'Bahnhofstrasse 1',
      billing_zip: '8001',
      billing_city: 'Zürich',
      billing_email: 'hr@spital.example.ch',
      billing_type: 'email',
    })
  })
  it('leaves a billing address the user began untouched', () => {
    const began = { ...contact, billing_name: '', billing_address: 'Postfach 12', billing_zip: '' }
    expect(withBillingFromContact(began)).toBe(began)
  })
})
