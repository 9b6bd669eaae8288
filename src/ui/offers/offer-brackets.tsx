import { getTranslations } from 'next-intl/server'
import { formatChf } from '@/i18n/format'
import { BRACKET_PRICES, OFFER_BRACKETS } from '@/modules/offers/brackets'

/** The indicative yearly prices by number of ads (spec, section 9). */
export async function OfferBrackets({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'offerForm.brackets' })
  return (
    <ul className="offer-brackets-list" data-testid="offer-brackets">
      {OFFER_BRACKETS.map((bracket) => (
        <li key={bracket}>
          <strong>{t(`${bracket}.label`)}</strong> – {t(BRACKET_PRICES[bracket].bound, { amount: formatChf(BRACKET_PRICES[bracket].chf) })}
        </li>
      ))}
    </ul>
  )
}
