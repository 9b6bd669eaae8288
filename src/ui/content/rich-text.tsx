import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { Locale } from '@/i18n/locales'
import type { RichTextDocument } from '@/modules/content/pages.server'
import { localePath, paths } from '@/modules/routing/routes'

type LinkedDoc = { relationTo?: string; value?: unknown }

/** Internal links of the editor: pages by path, articles by slug; anything else leads to the start page. */
function internalHref(doc: LinkedDoc | undefined, locale: Locale): string {
  const value = doc?.value && typeof doc.value === 'object' ? (doc.value as { path?: unknown; slug?: unknown }) : null
  if (doc?.relationTo === 'pages' && typeof value?.path === 'string') return `/${locale}/${value.path}`
  if (doc?.relationTo === 'articles' && typeof value?.slug === 'string') return localePath(locale, paths.article(value.slug))
  return `/${locale}`
}

/** Rich text (Lexical) of pages and articles, as plain HTML elements styled by `.prose`. */
export function RichText({ data, locale }: { data: RichTextDocument; locale: Locale }) {
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: (args) => {
      const fields = args.node.fields as { linkType?: string; doc?: LinkedDoc; url?: string; newTab?: boolean }
      const href = fields.linkType === 'internal' ? internalHref(fields.doc, locale) : (fields.url ?? `/${locale}`)
      return (
        <a href={href} target={fields.newTab ? '_blank' : undefined} rel={fields.newTab ? 'noopener noreferrer' : undefined}>
          {args.nodesToJSX({ nodes: args.node.children })}
        </a>
      )
    },
  })
  return <LexicalRichText data={data} converters={converters} className="prose" />
}
