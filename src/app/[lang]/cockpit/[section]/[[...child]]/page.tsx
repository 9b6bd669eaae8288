import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { payloadClient } from '@/lib/payload'
import { COCKPIT_SECTIONS, isCockpitScreen, type CockpitSection } from '@/modules/accounts/cockpit-routes'
import { requireCockpitSection } from '@/modules/accounts/require.server'
import { managedProfiles } from '@/modules/institutions/managed-profiles.server'

// The cockpit sections that have no route of their own yet (statistics, internships). Each one's screens are built by the issue that
// owns the section; until then the route exists, is guarded, says what will come here, and leads to
// what already works (issue 8 point 13).
type Props = { params: Promise<{ lang: string; section: string; child?: string[] }> }

type PlaceholderSection = Exclude<CockpitSection, 'user' | 'reviews' | 'institutions' | 'jobs-create' | 'jobs'>
const EMPLOYER_SECTIONS: readonly CockpitSection[] = ['statistics']
const OWN_ROUTES: readonly string[] = ['user', 'reviews', 'institutions', 'jobs-create', 'jobs']

function sectionOf(name: string): PlaceholderSection | null {
  return !OWN_ROUTES.includes(name) && name in COCKPIT_SECTIONS ? (name as PlaceholderSection) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, section } = await params
  const s = sectionOf(section)
  const t = await getTranslations({ locale: lang, namespace: 'cockpit.nav' })
  return { title: s ? t(s) : undefined, robots: { index: false } }
}

export default async function CockpitSectionPage({ params }: Props) {
  const { lang, section, child = [] } = await params
  const s = sectionOf(section)
  if (!s || !isCockpitScreen(s, child)) notFound()
  setRequestLocale(lang)
  const user = await requireCockpitSection(s, lang)
  const nav = await getTranslations({ locale: lang, namespace: 'cockpit.nav' })
  const t = await getTranslations({ locale: lang, namespace: 'cockpit' })
  const soon = await getTranslations({ locale: lang, namespace: 'shell.cockpitSoon' })
  const employer = EMPLOYER_SECTIONS.includes(s)
  const profiles = employer ? await managedProfiles(await payloadClient(), user.id) : []
  // Plain links for public pages; cockpit links only to sections the section's viewers may open.
  const ways: { href: string; label: string; cockpit?: boolean }[] = employer
    ? [
        ...profiles.map((p) => ({ href: `/institution/${p.id}`, label: soon('employerProfile', { name: p.name }) })),
        ...(profiles.length === 0 ? [{ href: '/institutions', label: soon('employerFind') }] : []),
        { href: '/cockpit/reviews', label: soon('employerReviews'), cockpit: true },
      ]
    : [
        { href: '/cockpit/reviews', label: soon('studentReviews'), cockpit: true },
        { href: '/cockpit/reviews/create', label: soon('studentWrite'), cockpit: true },
        { href: '/jobs', label: soon('studentJobs') },
      ]
  return (
    <section aria-labelledby="cockpit-title" className="cockpit-soon" data-testid="cockpit-section">
      <h1 id="cockpit-title">{nav(s)}</h1>
      <p className="muted">{t(`intro.${s}`)}</p>
      <div className="card cockpit-soon__card">
        <h2>{soon('title')}</h2>
        <p>{soon(`section.${s}`)}</p>
        <p className="cockpit-soon__meanwhile">{soon('meanwhile')}</p>
        <ul className="cockpit-soon__ways" data-testid="cockpit-ways">
          {ways.map((way) => (
            <li key={way.href}>
              <Link href={way.href} prefetch={way.cockpit ? false : undefined}>
                {way.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
