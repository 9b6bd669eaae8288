'use client'
import { useEffect, useRef, useState } from 'react'
import type { TileMosaic } from '@/modules/institutions/map-tiles'

type MapState = 'asked' | 'loading' | 'ready' | 'failed'

interface LocationMapProps {
  mosaic: TileMosaic
  label: string
  attribution: string
  attributionHref: string
  /** the button that loads the map, and the line that says from whom */
  show: string
  notice: string
}

/**
 * The static tile map (ADR 0010), on request only: the tiles come from a third party (OpenStreetMap),
 * so a visitor's browser asks it for nothing until they press the button (nDSG, ADR 0025). When a
 * tile cannot load (offline, blocked, no tile server), the map goes away and the address links beside
 * it remain. Without JavaScript the button does nothing and the links are the way to the map.
 */
export function LocationMap({ mosaic, label, attribution, attributionHref, show, notice }: LocationMapProps) {
  const [state, setState] = useState<MapState>('asked')
  const canvas = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (state !== 'loading') return
    // Tiles that failed before this effect ran are complete without pixels; later ones fire onError.
    const images = [...(canvas.current?.querySelectorAll('img') ?? [])]
    if (images.some((img) => img.complete && img.naturalWidth === 0)) setState('failed')
    else if (images.length > 0 && images.every((img) => img.complete)) setState('ready')
  }, [state])

  if (state === 'asked') {
    return (
      <div className="location-map location-map--asked" data-map-state="asked">
        <button type="button" className="btn btn--ghost" onClick={() => setState('loading')}>
          {show}
        </button>
        <p className="muted location-map__notice">{notice}</p>
      </div>
    )
  }

  const settle = () => {
    const images = [...(canvas.current?.querySelectorAll('img') ?? [])]
    setState((current) => (current === 'loading' && images.every((img) => img.complete && img.naturalWidth > 0) ? 'ready' : current))
  }

  if (state === 'failed') return <div className="location-map" data-map-state="failed" hidden />
  return (
    <figure className="location-map" data-map-state={state}>
      <div ref={canvas} className="location-map__canvas" role="img" aria-label={label} style={{ aspectRatio: `${mosaic.width} / ${mosaic.height}` }}>
        {mosaic.tiles.map((tile) => (
          // eslint-disable-next-line @next/next/no-img-element -- map tiles from the tile server, not our images
          <img
            key={tile.url}
            className="location-map__tile"
            src={tile.url}
            alt=""
            width={256}
            height={256}
            decoding="async"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ left: `${tile.left}%`, top: `${tile.top}%`, width: `${mosaic.tileWidth}%`, height: `${mosaic.tileHeight}%` }}
            onError={() => setState('failed')}
            onLoad={settle}
          />
        ))}
        {mosaic.markers.map((marker, i) => (
          <span key={i} className="location-map__marker" style={{ left: `${marker.left}%`, top: `${marker.top}%` }} />
        ))}
      </div>
      <figcaption className="location-map__attribution">
        <a href={attributionHref}>{attribution}</a>
      </figcaption>
    </figure>
  )
}
