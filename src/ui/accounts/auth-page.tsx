import type React from 'react'
import { ACCOUNT_CLIENT_NAMESPACES, ClientMessages } from '@/i18n/client-messages'

/** The frame of the account pages: one card, one heading, a short intro; the forms' texts for the client. */
export function AuthPage({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="container page">
      <div className="card auth-card">
        <h1>{title}</h1>
        {intro && <p className="muted">{intro}</p>}
        <ClientMessages add={ACCOUNT_CLIENT_NAMESPACES}>{children}</ClientMessages>
      </div>
    </div>
  )
}
