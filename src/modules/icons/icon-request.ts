import { z } from '@/lib/zod'
import { ICON_NAME, ICONS_PER_REQUEST_MAX } from './icon-name'

// The icon service's request (ADR 0062). Apart from icon-name.ts so the client's <Icon> does not carry
// Zod into every page that shows an icon (ADR 0077).

export const IconNameSchema = z.string().regex(ICON_NAME)

/** `/api/icons/{prefix}.json?icons=a,b`: the file segment and the icons query. */
export const IconRequestSchema = z.object({
  prefix: z.string().regex(ICON_NAME),
  v: z.string().max(40).optional(),
  icons: z
    .string()
    .max(ICONS_PER_REQUEST_MAX * 40)
    .transform((list) => [...new Set(list.split(',').map((name) => name.trim()))])
    .pipe(z.array(IconNameSchema).min(1).max(ICONS_PER_REQUEST_MAX)),
})
