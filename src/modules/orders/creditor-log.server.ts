import 'server-only'
import type { Payload } from 'payload'
import { describeCreditorProblems, storedCreditorProblems } from './creditor-check'

/** The start log's line about the creditor settings: a warning while checkout would refuse, else nothing. */
export async function logCreditorReadiness(payload: Payload): Promise<void> {
  const problems = await storedCreditorProblems(payload)
  if (problems.length === 0) return
  console.warn(
    `[helvemed] WARNING: checkout refuses every order until the billing settings are real and complete: ${describeCreditorProblems(problems)}. Fix them in /admin/globals/billing-settings.`,
  )
}
