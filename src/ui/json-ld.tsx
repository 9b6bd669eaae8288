// Structured data (schema.org JSON-LD) as a <script type="application/ld+json"> element (escaping: lib/json-ld).
import { serializeJsonLd } from '@/lib/json-ld'

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
