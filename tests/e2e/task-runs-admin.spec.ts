import { expect, test } from '@playwright/test'
import { DEMO, sessionState } from './support'

// The team sees the background task runs in /admin and whether a task is overdue (ADR 0045).
test('the team sees the task runs and the overdue banner in /admin', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: await sessionState(baseURL!, DEMO.admin.email, DEMO.admin.password) })
  const page = await context.newPage()
  await page.goto('/admin/collections/task-runs')
  await expect(page.getByRole('heading', { name: 'Task-Läufe' })).toBeVisible()
  await expect(page.getByTestId('overdue-tasks')).toBeVisible()
  await context.close()
})
