import type React from 'react'
import { ModalOutlet } from '@/ui/layout/modal-outlet'

// Every page of the site sits in this route group so that the root layout (`[lang]/layout.tsx`)
// has only its children: a root layout with a second slot is rendered twice on every request, the
// second copy for Next's not-found boundary (ADR 0075). `modal`: the @modal slot, a modal story over
// the page when one is followed inside the site (ADR 0062); a story that is gone is the root
// layout's 404, as before.
export default function SiteLayout({ children, modal }: { children: React.ReactNode; modal: React.ReactNode }) {
  return (
    <>
      {children}
      <ModalOutlet>{modal}</ModalOutlet>
    </>
  )
}
