import { getTranslations } from 'next-intl/server'
import { PACKAGE_DELIVERS } from '@/modules/jobs/package-delivers'

// The packages on the employers' page, as the team priced them (the `products` the job wizard's
// package step shows, ADR 0059) and with the same lines of what each delivers.

export interface OfferPackage {
  key: string
  title: string
  description: string
  variants: { id: number; duration: number; price: string; socialBudget: string | null }[]
}

export async function OfferPackages({ locale, packages }: { locale: string; packages: OfferPackage[] }) {
  const t = await getTranslations({ locale, namespace: 'jobWizard' })
  return (
    <>
      <ul className="offer-packages" role="list">
        {packages.map((p) => (
          <li key={p.key} className="card offer-package" data-testid={`offer-package-${p.key}`}>
            <h3>{p.title}</h3>
            {p.description && <p className="muted">{p.description}</p>}
            {(PACKAGE_DELIVERS[p.key] ?? []).length > 0 && (
              <ul className="ad-package__delivers">
                {(PACKAGE_DELIVERS[p.key] ?? []).map((line) => (
                  <li key={line}>{t(`delivers.${line}`)}</li>
                ))}
              </ul>
            )}
            <dl className="offer-package__prices">
              {p.variants.map((v) => (
                <div key={v.id}>
                  <dt>{t('days', { days: v.duration })}</dt>
                  <dd>
                    <strong>{t('price', { price: v.price })}</strong>
                    {v.socialBudget && <span className="muted"> · {t('socialBudget', { budget: v.socialBudget })}</span>}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className="muted">{t('pricesExclVat')}</p>
    </>
  )
}
