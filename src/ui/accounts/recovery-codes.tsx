'use client'
import { useTranslations } from 'next-intl'

/** The ten recovery codes, shown once right after setup. */
export function RecoveryCodes({ codes, next }: { codes: string[]; next?: string }) {
  const t = useTranslations('security.recovery')
  return (
    <div className="notice" role="status" data-testid="recovery-codes">
      <h2>{t('title')}</h2>
      <p>{t('text')}</p>
      <ol>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {/* A full page load: /admin is not part of this app's client router. */}
      {next && (
        <p>
          <a className="btn" href={next}>
            {t('continue')}
          </a>
        </p>
      )}
    </div>
  )
}
