import type { EmailAdapter } from 'payload'
import { sendMail } from './send'

// Lets Payload's own mails (e.g. /admin password reset) take the same path as ours: SMTP or the outbox.
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'helvemed-outbox',
  defaultFromAddress: 'no-reply@helvemed.ch',
  defaultFromName: 'Helvemed',
  sendEmail: async (message) => {
    const to = Array.isArray(message.to) ? message.to.join(', ') : String(message.to ?? '')
    await sendMail(payload, {
      to,
      subject: String(message.subject ?? ''),
      text: typeof message.text === 'string' ? message.text : '',
      html: typeof message.html === 'string' ? message.html : undefined,
    })
  },
})
