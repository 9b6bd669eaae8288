// The create wizard's billing step starts from the contact data (most profiles are billed at the
// address they are reached at); once any billing field holds something, nothing is filled in.

/** The billing address the billing step starts from: the contact data, when no billing field is filled yet. */
export function withBillingFromContact(values: Record<string, string>): Record<string, string> {
  const billing = ['billing_name', 'billing_department', 'billing_address', 'billing_zip', 'billing_city', 'billing_email']
  if (billing.some((name) => values[name]?.trim())) return values
  return {
    ...values,
    billing_name: values.name ?? '',
    billing_address: values.contact_address ?? '',
    billing_zip: values.contact_zip ?? '',
    billing_city: values.contact_city ?? '',
    billing_email: values.contact_mail ?? '',
  }
}
