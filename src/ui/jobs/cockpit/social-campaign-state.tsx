import { getTranslations } from 'next-intl/server'
import { formatChf, formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { SocialCampaignView } from '@/modules/orders/social-campaigns.server'

// On an ad in the cockpit: the state of the social campaign its premium-social package includes
// (to do, running, done), with the budget and the period (ADR 0040).
export async function SocialCampaignState({ campaign, locale }: { campaign: SocialCampaignView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'jobsCockpit.socialCampaign' })
  const period = campaign.from && campaign.until ? t('period', { from: formatDate(campaign.from, locale), until: formatDate(campaign.until, locale) }) : null
  return (
    <p className="social-campaign" data-testid="social-campaign" data-state={campaign.state}>
      <strong>{t('title')}:</strong> <span className={`chip chip--strong social-campaign__state--${campaign.state}`}>{t(`state.${campaign.state}`)}</span>{' '}
      <span className="muted">{[t('budget', { budget: formatChf(campaign.budget) }), period].filter(Boolean).join(' · ')}</span>
    </p>
  )
}
