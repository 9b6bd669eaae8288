'use client'
import { createContext, useContext, type ReactNode } from 'react'

const SupportEmail = createContext('support@helvemed.ch')

/** The configured support address (SUPPORT_EMAIL) for client components' texts. */
export function SupportEmailProvider({ email, children }: { email: string; children: ReactNode }) {
  return <SupportEmail.Provider value={email}>{children}</SupportEmail.Provider>
}

export function useSupportEmail(): string {
  return useContext(SupportEmail)
}
