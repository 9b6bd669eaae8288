import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'

/** The layout's client namespaces plus `security` (without the mail texts) for the forms inside. */
const LAYOUT_NAMESPACES = ['nav', 'locale', 'toast', 'validation', 'auth', 'gender', 'role', 'cockpit', 'error'] as const

export async function SecurityMessages({ children }: { children: React.ReactNode }) {
  const messages = (await getMessages()) as Record<string, unknown>
  const security = Object.fromEntries(Object.entries(messages.security as Record<string, unknown>).filter(([key]) => key !== 'mail'))
  const client = { ...Object.fromEntries(LAYOUT_NAMESPACES.map((ns) => [ns, messages[ns]])), security }
  return <NextIntlClientProvider messages={client as never}>{children}</NextIntlClientProvider>
}
