// The creditor of the demo invoices (ADR 0041): distinct from the billing-settings global's
// example values, so checkout accepts it (modules/orders/creditor-check.ts), and plainly a demo.
// A valid QR-IBAN (QR institution id 30808) and a UID with a valid check digit; neither is real.
export const DEMO_CREDITOR = {
  creditor_name: 'Helvemed Demo AG',
  creditor_address: 'Bahnhofplatz 1',
  creditor_zip: '3011',
  creditor_city: 'Bern',
  qr_iban: 'CH66 3080 8001 2345 6789 0',
  vat_number: 'CHE-112.233.445 MWST',
  email: 'rechnungen@helvemed.test',
  customer_prefix: 1000,
} as const
