'use client'
import { useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'

// In /admin, above the orders: the team's to-do of social campaigns (ADR 0040), as the order list
// filtered by the campaign's state, soonest first. Each row shows the ad, the budget and the period.
// The words come from the catalogues through the config (clientProps, ADR 0053).
type Text = Record<string, string>
export type SocialCampaignTexts = { nav: Text; todo: Text; running: Text; done: Text }

const STATES = ['todo', 'running', 'done'] as const

export function SocialCampaignLinks({ texts }: { texts: SocialCampaignTexts }) {
  const { i18n } = useTranslation()
  return (
    <nav
      aria-label={getTranslation(texts.nav, i18n)}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', margin: '16px 0', padding: '0 var(--gutter-h, 60px)' }}
      data-testid="social-campaign-links"
    >
      {STATES.map((state) => (
        <a key={state} href={`/admin/collections/orders?where[social_campaign_status][equals]=${state}&sort=social_campaign_from`}>
          {getTranslation(texts[state], i18n)}
        </a>
      ))}
    </nav>
  )
}
