import type { CollectionBeforeChangeHook, Field } from 'payload'
import { adminOnlyField } from '../access/access'

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
  { name: 'swimsa_salary', type: 'checkbox', access: { create: adminOnlyField, update: adminOnlyField }, admin: { description: 'swimsa-Empfehlung Lohn erfüllt (nur das Team)' } },
  { name: 'swimsa_room', type: 'checkbox', access: { create: adminOnlyField, update: adminOnlyField }, admin: { description: 'swimsa-Empfehlung Zimmer erfüllt (nur das Team)' } },
  // Badges the team confirms (VSAO section, swimsa recommendations): members can neither set nor clear them.
  { name: 'is_vsao', type: 'checkbox', access: { create: adminOnlyField, update: adminOnlyField }, admin: { description: 'Mit der VSAO-Sektion geprüft (nur das Team)' } },
  { name: 'updated_at', type: 'date', admin: { readOnly: true, description: 'Set on every change of the facts.' } },
]

/** The facts' own values, without their date: what decides whether they changed. */
function factValues(facts: unknown): string {
  if (!facts || typeof facts !== 'object') return '{}'
  const present = Object.entries(facts as Record<string, unknown>).filter(([k, v]) => k !== 'updated_at' && k !== 'id' && v !== null && v !== undefined && v !== '')
  return JSON.stringify(Object.fromEntries(present.sort(([a], [b]) => a.localeCompare(b))))
}

/** `facts.updated_at` is set whenever a fact changes (by a member or the team); a save without a change keeps it. */
export const stampFactsUpdate: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (!data.facts) return data
  const changed =
    operation === 'create' ? factValues(data.facts) !== '{}' && !data.facts.updated_at : factValues({ ...originalDoc?.facts, ...data.facts }) !== factValues(originalDoc?.facts)
  if (changed) data.facts = { ...data.facts, updated_at: new Date().toISOString() }
  return data
}
