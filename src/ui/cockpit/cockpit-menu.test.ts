import { describe, expect, it } from 'vitest'
import { COCKPIT_MENU, COCKPIT_SECTIONS } from '@/modules/accounts/cockpit-routes'
import { runGuards } from '@/modules/accounts/guards'
import { ROLES, type Role } from '@/modules/access/access'
import { cockpitMenuFor, cockpitMenuHref, isMenuItemActive } from './cockpit-menu'

const EMPLOYER_ONLY = ['institutions', 'jobs', 'jobs-create', 'statistics', 'invoices'] as const

describe('cockpit menu per role', () => {
  it('shows students and doctors none of the employer sections', () => {
    for (const role of ['ROLE_STUDENT', 'ROLE_DOCTOR'] as const) {
      for (const section of EMPLOYER_ONLY) expect(cockpitMenuFor(role)).not.toContain(section)
    }
    expect(cockpitMenuFor('ROLE_STUDENT')).toEqual(['reviews', 'internships', 'internships-finder', 'user'])
    expect(cockpitMenuFor('ROLE_DOCTOR')).toEqual(['reviews', 'user'])
  })

  it('starts an employer on their profiles and shows the team everything', () => {
    expect(cockpitMenuFor('ROLE_INSTITUTION')[0]).toBe('institutions')
    expect(cockpitMenuFor('ROLE_INSTITUTION')).not.toContain('internships')
    expect([...cockpitMenuFor('ROLE_ADMIN')].sort()).toEqual([...COCKPIT_MENU].sort())
  })

  it('lists only sections the role may open', () => {
    for (const role of ROLES) {
      for (const section of cockpitMenuFor(role)) expect(runGuards(COCKPIT_SECTIONS[section], { role: role as Role }).kind, `${role} ${section}`).toBe('pass')
    }
  })

  it('offers only the account without a role (or an unknown one)', () => {
    expect(cockpitMenuFor(null)).toEqual(['user'])
    expect(cockpitMenuFor('ROLE_SOMETHING')).toEqual(['user'])
  })

  it('links and marks the current section', () => {
    expect(cockpitMenuHref('jobs-create')).toBe('/cockpit/jobs-create/new')
    expect(cockpitMenuHref('reviews')).toBe('/cockpit/reviews')
    expect(isMenuItemActive('jobs', '/cockpit/jobs/edit-3')).toBe(true)
    expect(isMenuItemActive('jobs', '/cockpit/jobs-create/new')).toBe(false)
    expect(isMenuItemActive('jobs-create', '/cockpit/jobs-create/new')).toBe(true)
  })
})
