// The facts and figures of a profile (Institution facts), in the order a profile shows them: one entry
// per input of the facts screen. `type` is the fact type: number (with a unit), wysiwyg
// (free text, several lines) or boolean. `team` marks the badges only the team sets. Icons are
// lowercase words joined by dashes (docs/product-rules.md#institutions).

export type FactType = 'number' | 'wysiwyg' | 'boolean'

export interface FactDefinition {
  /** the field in the institutions collection's `facts` group */
  name: string
  type: FactType
  icon: string
  /** the unit a number is in; the screen says it next to the input */
  unit?: 'chfYear' | 'chfMonth' | 'hoursWeek' | 'weeksYear' | 'daysYear' | 'weeks'
  max?: number
  /** only the team sets it (VSAO and swimsa badges) */
  team?: boolean
}

export const FACTS: readonly FactDefinition[] = [
  { name: 'salary_aa_y1', type: 'number', icon: 'banknote', unit: 'chfYear', max: 1_000_000 },
  { name: 'salary_aa_y3', type: 'number', icon: 'banknote', unit: 'chfYear', max: 1_000_000 },
  { name: 'salary_oa', type: 'number', icon: 'banknote', unit: 'chfYear', max: 1_000_000 },
  { name: 'salary_info', type: 'wysiwyg', icon: 'info' },
  { name: 'weekly_hours', type: 'number', icon: 'clock', unit: 'hoursWeek', max: 80 },
  { name: 'weekly_hours_info', type: 'wysiwyg', icon: 'info' },
  { name: 'holidays', type: 'number', icon: 'sun', unit: 'weeksYear', max: 20 },
  { name: 'training_days', type: 'number', icon: 'graduation-cap', unit: 'daysYear', max: 60 },
  { name: 'daycare', type: 'boolean', icon: 'toy-brick' },
  { name: 'maternity_leave', type: 'number', icon: 'baby', unit: 'weeks', max: 104 },
  { name: 'gav', type: 'boolean', icon: 'file-pen-line' },
  { name: 'benefits', type: 'wysiwyg', icon: 'gift' },
  { name: 'accommodation_cost', type: 'number', icon: 'house', unit: 'chfMonth', max: 20_000 },
  { name: 'student_pay', type: 'number', icon: 'wallet', unit: 'chfMonth', max: 20_000 },
  { name: 'swimsa_salary', type: 'boolean', icon: 'badge-check', team: true },
  { name: 'swimsa_room', type: 'boolean', icon: 'badge-check', team: true },
  { name: 'is_vsao', type: 'boolean', icon: 'badge-check', team: true },
]

/** The facts a member edits (the badges are the team's, in /admin). */
export const MEMBER_FACTS = FACTS.filter((f) => !f.team)

/** The longest free text of one fact. */
export const FACT_TEXT_MAX = 2000
