import type { Field } from 'payload'

// Facts and figures of an employer, edited as typed fields; the public fact list is derived from them.
export const factFields: Field[] = [
  { name: 'salary_aa_y1', type: 'number', admin: { description: 'Assistenzarzt 1. Jahr, CHF brutto/Jahr bei 100 %' } },
  { name: 'salary_aa_y3', type: 'number', admin: { description: 'Assistenzarzt 3. Jahr, CHF brutto/Jahr bei 100 %' } },
  { name: 'salary_oa', type: 'number', admin: { description: 'Oberarzt minimal, CHF brutto/Jahr bei 100 %' } },
  { name: 'salary_info', type: 'textarea', localized: true },
  { name: 'weekly_hours', type: 'number' },
  { name: 'weekly_hours_info', type: 'textarea', localized: true },
  { name: 'holidays', type: 'number', admin: { description: 'Wochen pro Jahr' } },
  { name: 'training_days', type: 'number', admin: { description: 'Tage pro Jahr' } },
  { name: 'daycare', type: 'checkbox' },
  { name: 'maternity_leave', type: 'number', admin: { description: 'Wochen' } },
  { name: 'gav', type: 'checkbox', admin: { description: 'Gesamtarbeitsvertrag' } },
  { name: 'benefits', type: 'textarea', localized: true },
  { name: 'accommodation_cost', type: 'number', admin: { description: 'CHF pro Monat' } },
  { name: 'student_pay', type: 'number', admin: { description: 'Unterassistenz, CHF pro Monat' } },
  { name: 'swimsa_salary', type: 'checkbox', admin: { description: 'swimsa-Empfehlung Lohn erfüllt' } },
  { name: 'swimsa_room', type: 'checkbox', admin: { description: 'swimsa-Empfehlung Zimmer erfüllt' } },
  { name: 'is_vsao', type: 'checkbox', admin: { description: 'Mit der VSAO-Sektion geprüft' } },
  { name: 'updated_at', type: 'date' },
]
