import type React from 'react'
import { getMessages } from 'next-intl/server'
import { ACCOUNT_CLIENT_NAMESPACES, ClientMessages } from '@/i18n/client-messages'

/** The account forms' namespaces plus `security` (without the mail texts) for the forms inside. */
export async function SecurityMessages({ children }: { children: React.ReactNode }) {
  const messages = (await getMessages()) as Record<string, unknown>
  const security = Object.fromEntries(Object.entries(messages.security as Record<string, unknown>).filter(([key]) => key !== 'mail'))
  return (
    <ClientMessages add={ACCOUNT_CLIENT_NAMESPACES} extra={{ security }}>
      {children}
    </ClientMessages>
  )
}
