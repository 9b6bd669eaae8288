import type { CollectionConfig, Field, GlobalConfig, Tab } from 'payload'

// Readable labels in /admin (issue 8.18). Payload derives a field's label from its name and keeps
// underscores ("Summary_rating"); here every named field without a label gets words ("Summary rating"),
// and names whose words are not enough get an explicit label below. The team's backoffice is in
// English, as Payload's own interface.

/** Labels for names that words alone do not explain; applied wherever the name occurs without a label. */
export const EXPLICIT_LABELS: Readonly<Record<string, string>> = {
  id: 'ID',
  public_id: 'Public ID',
  is_wsj_exclusive: 'Visible to WSJ students only',
  wsj: 'Elective year (WSJ)',
  work_has_picket: 'On-call duty (Pikett)',
  work_has_night: 'Night shifts',
  work_hours: 'Working hours per week',
  work_start_time: 'Usual start of work',
  work_end_time: 'Usual end of work',
  has_housing: 'Housing offered',
  summary_rating: 'Overall rating',
  summary_feedback: 'Overall review (text)',
  admin_rating: 'Administration rating',
  admin_feedback: 'Administration (text)',
  mutual_rating: 'Mutual support rating',
  mutual_feedback: 'Mutual support (text)',
  reject_reason: 'Reason for rejection (shown to the author)',
  cord_lat: 'Latitude',
  cord_lng: 'Longitude',
  main_lang: 'Main language',
  is_professional: 'Professional profile',
  is_partner: 'Partner',
  disable_free_crawler: 'No free crawled ads',
  url: 'URL',
  html: 'HTML',
  seo_title: 'SEO title',
  seo_description: 'SEO description',
  totp_secret: 'TOTP secret',
}

/** "summary_rating" -> "Summary rating", "createdAt" -> "Created at", "zip2" -> "Zip 2". */
export function humanizeName(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function readableLabel(name: string): string {
  return EXPLICIT_LABELS[name] ?? humanizeName(name)
}

function withLabel(field: Field): Field {
  const f = { ...field } as Field & { name?: string; label?: unknown; fields?: Field[]; tabs?: Tab[]; blocks?: { fields: Field[] }[] }
  if (typeof f.name === 'string' && f.type !== 'ui' && f.label === undefined) f.label = readableLabel(f.name)
  if (Array.isArray(f.fields)) f.fields = f.fields.map(withLabel)
  if (Array.isArray(f.tabs)) {
    f.tabs = f.tabs.map((tab) => {
      const t = { ...tab, fields: tab.fields.map(withLabel) } as Tab & { name?: string; label?: unknown }
      if (typeof t.name === 'string' && t.label === undefined) t.label = readableLabel(t.name)
      return t
    })
  }
  if (Array.isArray(f.blocks)) f.blocks = f.blocks.map((block) => ({ ...block, fields: block.fields.map(withLabel) }))
  return f
}

/** The collection or global with a readable label on every named field that has none. */
export function withReadableLabels<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: config.fields.map(withLabel) }
}
