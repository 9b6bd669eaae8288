import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The accessibility check every e2e file uses: axe on the page as it is now, all rules, no
 * exclusions; returns the serious and critical violations as `rule: first three targets`, so a
 * test writes `expect(await seriousViolations(page), label).toEqual([])` and a failure names
 * the rule and the elements.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}
