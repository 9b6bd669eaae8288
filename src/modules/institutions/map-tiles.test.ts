import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isMapPoint, openStreetMapHref, tileMosaic } from './map-tiles'

const ZURICH = { lat: 47.3769, lng: 8.5417 }
const WINTERTHUR = { lat: 47.4988, lng: 8.7237 }

describe('tileMosaic', () => {
  it('centres one point at the closest zoom and covers the viewport with tiles', () => {
    const mosaic = tileMosaic([ZURICH])!
    expect(mosaic.zoom).toBe(15)
    expect(mosaic.markers).toEqual([{ left: 50, top: 50 }])
    // 640 x 320 px need 3-4 columns and 2-3 rows of 256 px tiles
    expect(mosaic.tiles.length).toBeGreaterThanOrEqual(6)
    expect(mosaic.tiles.length).toBeLessThanOrEqual(12)
    expect(mosaic.tiles[0]!.url).toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/)
    // the tile with the point: Zürich is x 17161, y 11474 at zoom 15
    expect(mosaic.tiles.some((t) => t.url.endsWith('/15/17161/11474.png'))).toBe(true)
  })

  it('zooms out until every point fits, keeping them inside the viewport', () => {
    const mosaic = tileMosaic([ZURICH, WINTERTHUR])!
    expect(mosaic.zoom).toBeLessThan(15)
    for (const marker of mosaic.markers) {
      expect(marker.left).toBeGreaterThan(0)
      expect(marker.left).toBeLessThan(100)
      expect(marker.top).toBeGreaterThan(0)
      expect(marker.top).toBeLessThan(100)
    }
  })

  it('ignores points that are no places and gives nothing without any', () => {
    expect(tileMosaic([])).toBeNull()
    expect(
      tileMosaic([
        { lat: 0, lng: 0 },
        { lat: Number.NaN, lng: 8 },
        { lat: 91, lng: 8 },
      ]),
    ).toBeNull()
    expect(isMapPoint({ lat: '47', lng: 8 })).toBe(false)
    expect(tileMosaic([ZURICH, { lat: 0, lng: 0 }])!.markers).toHaveLength(1)
  })

  it('always covers the whole viewport for any places in and around Switzerland', () => {
    const point = fc.record({ lat: fc.double({ min: 45, max: 48.5, noNaN: true }), lng: fc.double({ min: 5.5, max: 11, noNaN: true }) })
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 8 }), (points) => {
        const mosaic = tileMosaic(points)!
        const covered = (x: number, y: number) => mosaic.tiles.some((t) => t.left <= x && x <= t.left + mosaic.tileWidth && t.top <= y && y <= t.top + mosaic.tileHeight)
        for (const [x, y] of [
          [0, 0],
          [100, 0],
          [0, 100],
          [100, 100],
          [50, 50],
        ])
          expect(covered(x!, y!)).toBe(true)
        for (const m of mosaic.markers) expect(m.left >= 0 && m.left <= 100 && m.top >= 0 && m.top <= 100).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})

describe('openStreetMapHref', () => {
  it('points at the coordinates, else searches the address', () => {
    expect(openStreetMapHref(ZURICH, 'Rämistrasse 100, 8091 Zürich')).toBe('https://www.openstreetmap.org/?mlat=47.37690&mlon=8.54170#map=17/47.37690/8.54170')
    expect(openStreetMapHref(null, 'Rämistrasse 100, 8091 Zürich')).toBe('https://www.openstreetmap.org/search?query=R%C3%A4mistrasse%20100%2C%208091%20Z%C3%BCrich')
    expect(openStreetMapHref(null, null)).toBeNull()
  })
})
