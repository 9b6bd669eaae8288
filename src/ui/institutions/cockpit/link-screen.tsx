import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { LinkCandidate } from '@/modules/institutions/profile-screens.server'
import { paths } from '@/modules/routing/routes'
import { LinkForm } from './link-form'

// The "link" screen: search public profiles by name, town or postal code (a GET form, so the
// results have an address and work without JavaScript), choose one, send the request with a note.

export async function LinkScreen({ query, results, chosen, locale }: { query: string; results: LinkCandidate[]; chosen: LinkCandidate | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'profile.link' })
  const linkPath = paths.cockpit('institutions', 'link')
  if (chosen) {
    return (
      <section className="card link-screen" aria-labelledby="link-chosen-title">
        <h2 id="link-chosen-title">{chosen.city ? `${chosen.name} (${chosen.city})` : chosen.name}</h2>
        {chosen.role && chosen.role !== 'rejected' ? (
          <p className="notice" role="status">
            {t(chosen.role === 'requested' ? 'pending' : 'already')}
          </p>
        ) : (
          <LinkForm institutionId={chosen.id} name={chosen.name} />
        )}
        <p>
          <Link href={linkPath} scroll={false}>
            {t('back')}
          </Link>
        </p>
      </section>
    )
  }
  return (
    <div className="link-screen">
      <form className="inline-form profile-search" method="get" role="search" aria-label={t('searchLabel')}>
        <label htmlFor="link-q">{t('searchLabel')}</label>
        <input id="link-q" type="search" name="q" defaultValue={query} minLength={2} maxLength={80} autoComplete="off" />
        <button type="submit" className="btn btn--small">
          {t('search')}
        </button>
      </form>
      {query.trim().length >= 2 &&
        (results.length ? (
          <ul className="link-list link-results" data-testid="link-results">
            {results.map((r) => (
              <li key={r.id}>
                <span>
                  <strong>{r.name}</strong>
                  {r.city && <span className="muted"> · {r.city}</span>}
                </span>
                {r.role && r.role !== 'rejected' ? (
                  <span className="chip">{t(r.role === 'requested' ? 'pendingShort' : 'alreadyShort')}</span>
                ) : (
                  <Link className="btn btn--ghost btn--small" href={`${linkPath}?institution=${r.id}`} scroll={false}>
                    {t('choose')}
                    <span className="visually-hidden"> – {r.name}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty" data-testid="link-none">
            {t('none')}{' '}
            <Link href={paths.cockpit('institutions', 'create')} scroll={false}>
              {t('createInstead')}
            </Link>
          </p>
        ))}
    </div>
  )
}
