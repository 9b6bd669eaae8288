import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { COCKPIT_SECTIONS, isCockpitScreen, type CockpitSection } from '@/modules/accounts/cockpit-routes'
import { requireCockpitSection } from '@/modules/accounts/require.server'

// The cockpit sections other than "user". Each one's screens are built by the issue that owns the
// section; until then the route exists, is guarded, and says what will be here.
type Props = { params: Promise<{ lang: string; section: string; child?: string[] }> }

function sectionOf(name: string): CockpitSection | null {
  return name !== 'user' && name in COCKPIT_SECTIONS ? (name as CockpitSection) : null
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
  await requireCockpitSection(s, lang)
  const nav = await getTranslations({ locale: lang, namespace: 'cockpit.nav' })
  const t = await getTranslations({ locale: lang, namespace: 'cockpit' })
  return (
    <section aria-labelledby="cockpit-title">
      <h1 id="cockpit-title">{nav(s)}</h1>
      <p className="muted">{t(`intro.${s}`)}</p>
      <p className="empty" data-testid="cockpit-section">
        {t('empty')}
      </p>
    </section>
  )
}
