import { describe, expect, it } from 'vitest'
import { parseIdParam, safeHttpUrl } from '@/lib/params'
import { applyTarget } from './public.server'

describe('public job pages: pure parts', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['2147483647', 2147483647],
    ['0', null],
    ['012', null],
    ['-3', null],
    ['12abc', null],
    ['1e3', null],
    ['2147483648', null],
    ['', null],
  ])('reads the id param %j as %j', (value, id) => {
    expect(parseIdParam(value)).toBe(id)
  })

  it('turns the apply field into a link or a mail address', () => {
    expect(applyTarget('https://jobs.example.ch/apply/3')).toEqual({ kind: 'url', href: 'https://jobs.example.ch/apply/3' })
    expect(applyTarget(' hr@spital.example.ch ')).toEqual({ kind: 'email', href: 'mailto:hr@spital.example.ch' })
    expect(applyTarget('mailto:hr@spital.example.ch')).toEqual({ kind: 'email', href: 'mailto:hr@spital.example.ch' })
    expect(applyTarget('')).toBeNull()
    expect(applyTarget(null)).toBeNull()
    expect(applyTarget('call us')).toBeNull()
  })

  it('never links to anything but http(s)', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull()
    expect(safeHttpUrl('data:text/html,hi')).toBeNull()
    expect(applyTarget('javascript:alert(1)')).toBeNull()
    expect(safeHttpUrl('www.example.ch')).toBeNull()
    expect(safeHttpUrl('http://example.ch/x')).toBe('http://example.ch/x')
  })
})
