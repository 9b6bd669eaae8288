import { describe, expect, it } from 'vitest'
import { jobPageId } from './frame-origins'

describe('jobPageId', () => {
  it('finds the id of job pages only', () => {
    expect(jobPageId('/de/job/12')).toBe('12')
    expect(jobPageId('/fr/job/12/')).toBe('12')
    expect(jobPageId('/de/jobs/12')).toBeNull()
    expect(jobPageId('/en/job/12')).toBeNull()
    expect(jobPageId('/de/job/12/x')).toBeNull()
    expect(jobPageId('/de/job/abc')).toBeNull()
  })
})
