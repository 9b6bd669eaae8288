'use client'
import { useEffect, useRef, useState } from 'react'
import type { TileMosaic } from '@/modules/institutions/map-tiles'

type MapState = 'loading' | 'ready' | 'failed'

/**
 * The static tile map (ADR 0010). When a tile cannot load (offline, blocked, no tile server), the map
 * goes away and the address links beside it remain. Tiles that failed before hydration are found on
 * mount (complete without pixels); later ones through their error event.
 */
export function LocationMap({ mosaic, label, attribution, attributionHref }: { mosaic: TileMosaic; label: string; attribution: string; attributionHref: string }) {
  const [state, setState] = useState<MapState>('loading')
  const canvas = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const images = [...(canvas.current?.querySelectorAll('img') ?? [])]
    if (images.some((img) => img.complete && img.naturalWidth === 0)) setState('failed')
    else if (images.every((img) => img.complete)) setState('ready')
  }, [])

  const settle = () => {
    const images = [...(canvas.current?.querySelectorAll('img') ?? [])]
    setState((current) => (current === 'loading' && images.every((img) => img.complete && img.naturalWidth > 0) ? 'ready' : current))
  }

  if (state === 'failed') return <div className="location-map" data-map-state="failed" hidden />
  return (
    <figure className="location-map" data-map-state={state}>
      <div
        ref={canvas}
        className="location-map__canvas"
        role="img"
        aria-label={label}
        style={{ aspectRatio: `${mosaic.width} / ${mosaic.height}` }}
      >
        {mosaic.tiles.map((tile) => (
          // eslint-disable-next-line @next/next/no-img-element -- map tiles from the tile server, not our images
          <img
            key={tile.url}
            className="location-map__tile"
            src={tile.url}
            alt=""
            width={256}
            height={256}
            loading="lazy"
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
