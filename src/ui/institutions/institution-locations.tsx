import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { OSM_COPYRIGHT_URL, isMapPoint, openStreetMapHref, tileMosaic } from '@/modules/institutions/map-tiles'
import type { InstitutionLocation } from '@/modules/institutions/public.server'
import { LocationMap } from './location-map'

/**
 * Where an institution and its sites are: a map from their coordinates (static OpenStreetMap tiles,
 * loaded only when the visitor asks for them, ADR 0025) above links that open each place on
 * openstreetmap.org. The links are always there; the map disappears when its tiles cannot load (ADR 0010).
 */
export async function InstitutionLocations({ locations, locale }: { locations: InstitutionLocation[]; locale: Locale }) {
  if (locations.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'institutionsPage' })
  const points = locations.flatMap((l) => (l.lat !== null && l.lng !== null && isMapPoint({ lat: l.lat, lng: l.lng }) ? [{ lat: l.lat, lng: l.lng }] : []))
  const mosaic = tileMosaic(points)
  const several = locations.length > 1
  return (
    <section aria-labelledby="institution-locations" className="institution-locations">
      <h2 id="institution-locations">{t(locations.length === 1 ? 'locationTitle' : 'locationsTitle')}</h2>
      {mosaic && (
        <LocationMap
          mosaic={mosaic}
          label={t('mapLabel', {
            places: locations
              .filter((l) => l.lat !== null)
              .map((l) => l.name)
              .join(', '),
          })}
          attribution={t('mapAttribution')}
          attributionHref={OSM_COPYRIGHT_URL}
          show={t('mapShow')}
          notice={t('mapNotice')}
        />
      )}
      <ul className="link-list location-list">
        {locations.map((location) => {
          const href = openStreetMapHref(location.lat !== null && location.lng !== null ? { lat: location.lat, lng: location.lng } : null, location.address)
          const text = location.address ?? t('showOnMap')
          return (
            <li key={location.id}>
              {several && <strong>{location.name}</strong>}
              {href ? (
                <a href={href} data-testid="location-link">
                  {text}
                </a>
              ) : (
                <span>{text}</span>
              )}
              {href && <span className="muted">{t('mapLinkHint')}</span>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
