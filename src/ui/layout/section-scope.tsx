'use client'
import type React from 'react'
import { usePathname } from 'next/navigation'
import { sectionOf } from '../navigation'

/** Sets the section colour (job, institution, article, primary) for the page under it. */
export function SectionScope({ children }: { children: React.ReactNode }) {
  return <div data-section={sectionOf(usePathname())}>{children}</div>
}
