import type { Payload } from 'payload'

/** Mails every confirmed alert the online ads that match it and are new since its last mail. */
export async function sendDueAlerts(_payload: Payload): Promise<{ alerts: number; mails: number }> {
  // Implemented with the alerts feature (issue 3, point 8).
  return { alerts: 0, mails: 0 }
}
