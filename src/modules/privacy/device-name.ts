// "Firefox on Android", "Safari on iPhone": a session's device as people name it, from its
// User-Agent header (ADR 0065). Only browser family and system; versions and the rest are left out.

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", iOS browsers say "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
]

export interface DeviceName {
  browser: string | null
  system: string | null
}

export function deviceName(userAgent: string | null | undefined): DeviceName {
  const ua = userAgent ?? ''
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  }
}
