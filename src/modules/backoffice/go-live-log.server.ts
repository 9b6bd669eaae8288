import 'server-only'
import type { Payload } from 'payload'
import { logCreditorReadiness } from '../orders/creditor-log.server'
import { environmentProblems, legalTemplateCount } from './go-live'

// The start log's go-live check: one WARNING line per problem, with what to do.
// The creditor keeps its own line (ADR 0041); the dashboard shows the same list, translated.
export async function logGoLiveCheck(payload: Payload, env = process.env): Promise<void> {
  await logCreditorReadiness(payload)
  const legal = await legalTemplateCount(payload)
  if (legal > 0) {
    console.warn(
      `[helvemed] WARNING: ${legal} legal page(s) are still marked as templates (template note or [placeholders]). Have them reviewed by a lawyer, complete them and remove the note in /admin/collections/pages.`,
    )
  }
  for (const problem of environmentProblems(env)) {
    if (problem.key === 'smtp') console.warn('[helvemed] WARNING: no SMTP_URL: mails are only stored in the outbox, never sent. Set SMTP_URL and restart.')
    if (problem.key === 'publicUrl') console.warn('[helvemed] WARNING: PUBLIC_URL is missing or names this machine. Set it to the public address (https://…) and restart.')
  }
}
