import type React from 'react'

/** The frame of the account pages: one card, one heading, a short intro. */
export function AuthPage({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="container page">
      <div className="card auth-card">
        <h1>{title}</h1>
        {intro && <p className="muted">{intro}</p>}
        {children}
      </div>
    </div>
  )
}
