import { describe, expect, it } from 'vitest'
import { robotsRules } from './robots'

describe('robots.txt rules', () => {
  const robots = robotsRules('https://www.helvemed.ch/')
  const rule = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules
  const disallow = [rule?.disallow ?? []].flat()

  it('keep crawlers out of the backoffice, the API and the cockpit in every language', () => {
    expect(disallow).toEqual(expect.arrayContaining(['/admin', '/api/', '/de/cockpit', '/fr/cockpit', '/it/cockpit']))
  })

  it('do not block the noindex pages, so their noindex can be read', () => {
    for (const path of ['/de/login', '/fr/register', '/de/jobs/suche-kardiologie', '/it/alerts/confirm']) {
      expect(disallow.some((prefix) => path.startsWith(prefix))).toBe(false)
    }
  })

  it('name the sitemap index on the public address', () => {
    expect(robots.sitemap).toBe('https://www.helvemed.ch/sitemap.xml')
  })
})
