'use client'

// In /admin, above the orders: the team's to-do of social campaigns (ADR 0040), as the order list
// filtered by the campaign's state, soonest first. Each row shows the ad, the budget and the period.
const STATES = [
  { value: 'todo', label: 'Social-Kampagnen zu erledigen' },
  { value: 'running', label: 'Laufende Social-Kampagnen' },
  { value: 'done', label: 'Erledigte Social-Kampagnen' },
] as const

export function SocialCampaignLinks() {
  return (
    <nav
      aria-label="Social-Kampagnen"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', margin: '16px 0', padding: '0 var(--gutter-h, 60px)' }}
      data-testid="social-campaign-links"
    >
      {STATES.map((state) => (
        <a key={state.value} href={`/admin/collections/orders?where[social_campaign_status][equals]=${state.value}&sort=social_campaign_from`}>
          {state.label}
        </a>
      ))}
    </nav>
  )
}
