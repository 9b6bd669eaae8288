import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'
import { env } from '../env'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** extra headers, e.g. List-Unsubscribe (RFC 8058); not kept in the outbox */
  headers?: Record<string, string>
  /** where a reply goes instead of MAIL_FROM (the review message relay); not kept in the outbox */
  replyTo?: string
  /** files sent with the mail (an invoice PDF); the outbox keeps their names and sizes */
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

let transport: Transporter | undefined

function getTransport(): Transporter {
  // Without SMTP the message is still built by nodemailer (addresses checked, MIME rendered), then kept in the outbox.
  transport ??= env().SMTP_URL ? nodemailer.createTransport(env().SMTP_URL) : nodemailer.createTransport({ jsonTransport: true })
  return transport
}

/** Sends a mail (or stores it when no SMTP server is configured) and records it in the outbox; answers its outbox status. */
export async function sendMail(payload: Payload, message: MailMessage): Promise<'stored' | 'sent' | 'failed'> {
  const smtp = Boolean(env().SMTP_URL)
  let status: 'stored' | 'sent' | 'failed' = smtp ? 'sent' : 'stored'
  let error: string | undefined
  // Before sending: nodemailer's JSON transport turns attachment contents into strings in place.
  const attachments = message.attachments?.map((a) => `${a.filename} (${a.contentType}, ${a.content.byteLength} bytes)`).join('\n') || undefined
  try {
    await getTransport().sendMail({ from: env().MAIL_FROM, ...message })
  } catch (e) {
    status = 'failed'
    error = e instanceof Error ? e.message : String(e)
    payload.logger.error({ err: e, to: message.to }, 'mail sending failed')
  }
  await payload.create({
    collection: 'outbox',
    // System record of an outgoing mail, not an action of the viewer.
    overrideAccess: true,
    data: {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      status,
      error,
      attachments,
    },
  })
  return status
}
