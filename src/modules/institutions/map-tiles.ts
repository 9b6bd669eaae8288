// A static map without a map library (ADR 0010): the OpenStreetMap raster tiles (Web Mercator,
// 256 px) that cover a fixed viewport around the given points, and the points as markers. Every
// position is a percentage of the viewport, so the map scales with its container.

export const TILE_SIZE = 256
export const TILE_URL = (z: number, x: number, y: number) => `https://tile.openstreetmap.org/${z}/${x}/${y}.png`
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright'

export interface MapPoint {
  lat: number
  lng: number
}

export interface MapTile {
  url: string
  /** position and size in % of the viewport */
  left: number
  top: number
}

export interface TileMosaic {
  zoom: number
  /** viewport in tile pixels; the width / height ratio is the map's aspect ratio */
  width: number
  height: number
  /** a tile's width and height in % of the viewport */
  tileWidth: number
  tileHeight: number
  tiles: MapTile[]
  /** the points, in the given order, in % of the viewport */
  markers: { left: number; top: number }[]
}

export interface MosaicOptions {
  width?: number
  height?: number
  /** zoom for a single point, and the closest zoom for several */
  maxZoom?: number
  minZoom?: number
  /** free pixels kept around the markers */
  padding?: number
}

const MAX_LAT = 85.0511

/** A point on the map's world at zoom 0 in tile pixels (0…256). */
function project(point: MapPoint): { x: number; y: number } {
  const lat = (Math.max(-MAX_LAT, Math.min(MAX_LAT, point.lat)) * Math.PI) / 180
  return {
    x: ((point.lng + 180) / 360) * TILE_SIZE,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * TILE_SIZE,
  }
}

export function isMapPoint(point: { lat: unknown; lng: unknown }): point is MapPoint {
  return (
    typeof point.lat === 'number' &&
    typeof point.lng === 'number' &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= MAX_LAT &&
    Math.abs(point.lng) <= 180 &&
    // 0/0 is an unset location in the data, not a place in the Gulf of Guinea
    !(point.lat === 0 && point.lng === 0)
  )
}

const round = (n: number) => Math.round(n * 10_000) / 10_000

/** The tiles and markers for points (invalid ones are ignored); null when no point is left. */
export function tileMosaic(points: readonly MapPoint[], options: MosaicOptions = {}): TileMosaic | null {
  const { width = 640, height = 320, maxZoom = 15, minZoom = 5, padding = 40 } = options
  const valid = points.filter(isMapPoint)
  if (valid.length === 0) return null
  const world = valid.map(project)
  const xs = world.map((p) => p.x)
  const ys = world.map((p) => p.y)
  const span = { x: Math.max(...xs) - Math.min(...xs), y: Math.max(...ys) - Math.min(...ys) }
  const room = { x: Math.max(width - 2 * padding, 1), y: Math.max(height - 2 * padding, 1) }
  let zoom = maxZoom
  while (zoom > minZoom && (span.x * 2 ** zoom > room.x || span.y * 2 ** zoom > room.y)) zoom--
  const scale = 2 ** zoom
  const centre = { x: ((Math.max(...xs) + Math.min(...xs)) / 2) * scale, y: ((Math.max(...ys) + Math.min(...ys)) / 2) * scale }
  const origin = { x: centre.x - width / 2, y: centre.y - height / 2 }
  const tiles: MapTile[] = []
  const lastTile = scale - 1
  for (let ty = Math.floor(origin.y / TILE_SIZE); ty < Math.ceil((origin.y + height) / TILE_SIZE); ty++) {
    if (ty < 0 || ty > lastTile) continue
    for (let tx = Math.floor(origin.x / TILE_SIZE); tx < Math.ceil((origin.x + width) / TILE_SIZE); tx++) {
      const wrapped = ((tx % scale) + scale) % scale
      tiles.push({
        url: TILE_URL(zoom, wrapped, ty),
        left: round(((tx * TILE_SIZE - origin.x) / width) * 100),
        top: round(((ty * TILE_SIZE - origin.y) / height) * 100),
      })
    }
  }
  return {
    zoom,
    width,
    height,
    tileWidth: round((TILE_SIZE / width) * 100),
    tileHeight: round((TILE_SIZE / height) * 100),
    tiles,
    markers: world.map((p) => ({ left: round(((p.x * scale - origin.x) / width) * 100), top: round(((p.y * scale - origin.y) / height) * 100) })),
  }
}

/** A link that shows the place on openstreetmap.org: by coordinates when known, else by address search. */
export function openStreetMapHref(point: MapPoint | null, address: string | null): string | null {
  if (point && isMapPoint(point)) {
    const lat = point.lat.toFixed(5)
    const lng = point.lng.toFixed(5)
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
  }
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null
}
