import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { CollectionConfig } from 'payload'
import { humanizeName, readableLabel, withReadableLabels } from './admin-labels'

describe('readable labels for /admin', () => {
  it('turns field names into words', () => {
    expect(humanizeName('summary_rating')).toBe('Summary rating')
    expect(humanizeName('work_life_feedback')).toBe('Work life feedback')
    expect(humanizeName('createdAt')).toBe('Created at')
    expect(humanizeName('contact_zip2')).toBe('Contact zip 2')
    expect(readableLabel('public_id')).toBe('Public ID')
  })

  it('never leaves an underscore and never fails', () => {
    fc.assert(fc.property(fc.string(), (name) => !humanizeName(name).includes('_')))
  })

  it('labels nested fields, keeps explicit labels and leaves the original config alone', () => {
    const collection: CollectionConfig = {
      slug: 'things',
      fields: [
        { name: 'summary_rating', type: 'number' },
        { name: 'kept', type: 'text', label: 'My own' },
        { name: 'feedback', type: 'group', fields: [{ name: 'updated_at', type: 'date' }] },
        { type: 'row', fields: [{ name: 'main_lang', type: 'text' }] },
        { type: 'tabs', tabs: [{ name: 'seo_tab', fields: [{ name: 'seo_title', type: 'text' }] }] },
      ],
    }
    const labelled = withReadableLabels(collection)
    const [rating, kept, group, row, tabs] = labelled.fields as never as Record<string, never>[]
    expect(rating?.label).toBe('Overall rating')
    expect(kept?.label).toBe('My own')
    expect(group?.label).toBe('Feedback')
    expect((group?.fields as unknown as Record<string, unknown>[])[0]?.label).toBe('Updated at')
    expect((row?.fields as unknown as Record<string, unknown>[])[0]?.label).toBe('Main language')
    const tab = (tabs?.tabs as unknown as Record<string, never>[])[0]
    expect(tab?.label).toBe('Seo tab')
    expect((tab?.fields as unknown as Record<string, unknown>[])[0]?.label).toBe('SEO title')
    expect((collection.fields[0] as { label?: string }).label).toBeUndefined()
  })
})
