import type React from 'react'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'

/**
 * What client components read from the catalogues. Every page's client part (header, toasts, form
 * fields, error screens) gets the base namespaces; mails and page copy stay on the server. The
 * account forms and the cockpit add theirs where they are rendered, so a public page's payload
 * does not carry them (ADR 0039: the catalogue entries travel in every page's HTML).
 */
export const BASE_CLIENT_NAMESPACES = ['nav', 'locale', 'toast', 'validation', 'gender', 'role', 'error'] as const
/** The account forms (login, registration, passwords, e-mail change) and the cockpit's own forms. */
export const ACCOUNT_CLIENT_NAMESPACES = ['auth', 'cockpit'] as const

type Messages = Record<string, unknown>

/** The base namespaces plus `add`, taken from the request's catalogue. */
export async function clientMessages(add: readonly string[] = []): Promise<Messages> {
  const messages = (await getMessages()) as Messages
  return Object.fromEntries([...BASE_CLIENT_NAMESPACES, ...add].map((ns) => [ns, messages[ns]]))
}

/**
 * Client components below get the base namespaces plus `add` (a nested provider replaces the
 * messages of the one above it, so the base ones are passed again); `extra` adds entries built by
 * the caller (e.g. a namespace without its mail texts).
 */
export async function ClientMessages({ add = [], extra, children }: { add?: readonly string[]; extra?: Messages; children: React.ReactNode }) {
  const messages = { ...(await clientMessages(add)), ...extra }
  return <NextIntlClientProvider messages={messages as never}>{children}</NextIntlClientProvider>
}
