import type { Payload, PayloadRequest } from 'payload'
import { Banner } from '@payloadcms/ui'
import { isAdminUser } from '@/modules/access/access'
import { goLiveProblems } from '@/modules/backoffice/go-live'
import { adminTexts } from './admin-locale'

// The go-live check on the /admin dashboard (ADR 0054): each problem with what
// to do, in the team member's language; one line when everything is ready. The start log says the
// same in English (modules/backoffice/go-live-log.server.ts).

export async function GoLiveCheck({ payload, user, i18n }: { payload: Payload; user: PayloadRequest['user']; i18n?: { language?: string } }) {
  if (!isAdminUser(user)) return null
  const t = adminTexts(i18n)
  const problems = await goLiveProblems(payload)
  return (
    <section aria-labelledby="go-live-title" data-testid="go-live-check" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="go-live-title" style={{ marginBottom: 'calc(var(--base) / 4)' }}>
        {t('goLive.title')}
      </h2>
      {problems.length === 0 ? (
        <Banner type="success">{t('goLive.ready')}</Banner>
      ) : (
        <Banner type="error">
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {problems.map((p) => (
              <li key={p.key} data-testid={`go-live-${p.key}`} style={{ marginBottom: 'calc(var(--base) / 4)' }}>
                <strong>{t(`goLive.${p.key}`, { count: p.count ?? 0 })}</strong> {t(`goLive.${p.key}Todo`)}
                {p.href && (
                  <>
                    {' '}
                    <a href={p.href}>{t('goLive.open')}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Banner>
      )}
    </section>
  )
}
