import { describe, expect, it, vi } from 'vitest'
import { frameOriginsFor, jobPageId } from './frame-origins'

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

describe('frameOriginsFor', () => {
  it("gives a job page its link ad's origin, and reads the table for job pages only", async () => {
    const table = vi.fn(async () => new Map([['12', 'https://careers.example.ch']]))
    expect(await frameOriginsFor('/de/job/12', table)).toEqual(['https://careers.example.ch'])
    expect(await frameOriginsFor('/de/job/13', table)).toEqual([])
    expect(table).toHaveBeenCalledTimes(2)
    expect(await frameOriginsFor('/de/jobs', table)).toEqual([])
    expect(table).toHaveBeenCalledTimes(2)
  })
})
