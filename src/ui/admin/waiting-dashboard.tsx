import type { Payload, PayloadRequest } from 'payload'
import { isAdminUser } from '@/modules/access/access'
import { waitingItems } from '@/modules/backoffice/waiting'
import { adminTexts } from './admin-locale'

// The /admin dashboard's "what waits" (ADR 0054): a count per kind of work with
// the list it opens, filtered. Payload renders it as a server component before its collection
// cards (admin.components.beforeDashboard) with the Payload instance, the viewer and its i18n; the
// counts are read for the team only (the dashboard is the team's anyway: users.access.admin).

export async function WaitingDashboard({ payload, user, i18n }: { payload: Payload; user: PayloadRequest['user']; i18n?: { language?: string } }) {
  if (!isAdminUser(user)) return null
  const t = adminTexts(i18n)
  const items = await waitingItems(payload)
  const waiting = items.filter((item) => item.count > 0)
  return (
    <section aria-labelledby="waiting-title" data-testid="waiting-dashboard" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="waiting-title" style={{ marginBottom: 'calc(var(--base) / 4)' }}>
        {t('waiting.title')}
      </h2>
      <p style={{ marginTop: 0 }}>{waiting.length === 0 ? t('waiting.nothing') : t('waiting.intro')}</p>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 'calc(var(--base) / 2)',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              data-testid={`waiting-${item.key}`}
              data-count={item.count}
              style={{
                display: 'flex',
                alignItems: 'baseline',
                gap: 'calc(var(--base) / 2)',
                padding: 'calc(var(--base) / 2) calc(var(--base) * 0.75)',
                border: `1px solid ${item.count > 0 ? 'var(--theme-elevation-400)' : 'var(--theme-elevation-150)'}`,
                borderRadius: 'var(--style-radius-m, 4px)',
                background: item.count > 0 ? 'var(--theme-elevation-50)' : 'transparent',
                color: 'var(--theme-text)',
                textDecoration: 'none',
              }}
            >
              <strong style={{ fontSize: '1.6rem', minWidth: '2ch', textAlign: 'right' }}>{item.count}</strong>
              <span>{t(`waiting.${item.key}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
