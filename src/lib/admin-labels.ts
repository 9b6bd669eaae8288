import type { CollectionConfig, Field, GlobalConfig, PayloadRequest, Tab } from 'payload'
import de from '../../messages/de.json'
import fr from '../../messages/fr.json'
import it from '../../messages/it.json'
import { LOCALES } from '@/i18n/locales'

// The team's backoffice in the team's language (ADR 0053). Payload's own interface comes
// from its translations (payload.config.ts `i18n`); every label of ours (collections, globals, groups,
// fields, descriptions, select options, array rows, validation messages) comes from ONE source: the
// `admin` namespace of messages/{de,fr,it}.json, applied here to the configs as `{ de, fr, it }`.
// `admin` holds:
//   groups.<key>                         sidebar groups ("Elective year" -> groups.electiveYear)
//   collections.<slug>.singular|plural|description
//   globals.<slug>.label|description
//   fields.<name>                        a field's label wherever the name occurs …
//   fieldsOf.<slug>.<path>               … unless this collection names it otherwise (path: names joined by "_")
//   descriptions.<slug>.<path>           a field's help text
//   rows.<name>                          one row of an array or blocks field ("Video" -> "Video 01", "Video hinzufügen")
//   options.<fieldName>.<value>          a select option's label (role, gender and locale values come
//                                        from the site's own `role`, `gender` and `locale` namespaces)
//   validation.<key>                     messages of our validate functions (adminMessage below)
// A name without an entry keeps a readable English fallback; tests/integration/admin-labels.test.ts
// fails on any label, description or option of ours that is not in all three languages.

export const ADMIN_LANGUAGES = LOCALES
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]
export type AdminText = Record<AdminLanguage, string>

type Tree = { [key: string]: string | unknown[] | Tree }
const CATALOGUES: Record<AdminLanguage, Tree> = { de: de as unknown as Tree, fr: fr as unknown as Tree, it: it as unknown as Tree }

/**
 * A catalogue entry as its text. In the built app the catalogues are precompiled (next-intl's
 * `precompile`, next.config.ts): a message with arguments is then an array of text parts and
 * `[name]` arguments ("Seite {page}" -> ["Seite ", ["page"]]); /admin fills its `{name}`s itself,
 * so it is joined back. Plural or select forms are not used in the admin namespace.
 */
export function catalogueString(node: unknown): string | undefined {
  if (typeof node === 'string') return node
  if (!Array.isArray(node)) return undefined
  let text = ''
  for (const part of node) {
    if (typeof part === 'string') text += part
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') text += `{${part[0]}}`
    else return undefined
  }
  return text
}

function lookup(tree: Tree | undefined, path: readonly string[]): string | undefined {
  let node: unknown = tree
  for (const key of path) node = node && typeof node === 'object' && !Array.isArray(node) ? (node as Tree)[key] : undefined
  return catalogueString(node)
}

/** The entry at `path` (below the catalogue's root) in every admin language, or undefined if one lacks it. */
export function catalogueText(path: readonly string[]): AdminText | undefined {
  const texts = ADMIN_LANGUAGES.map((lang) => lookup(CATALOGUES[lang], path))
  if (texts.some((t) => t === undefined)) return undefined
  const [deText, frText, itText] = texts as [string, string, string]
  return { de: deText, fr: frText, it: itText }
}

const adminText = (...path: string[]) => catalogueText(['admin', ...path])

/** "Elective year" -> "electiveYear": the catalogue key of a group or an unnamed field's label. */
export function keyOf(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('')
}

/** "summary_rating" -> "Summary rating", "createdAt" -> "Created at", "zip2" -> "Zip 2" (the fallback). */
export function humanizeName(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The language of a request in /admin (Payload's i18n), German when it is not one of ours. */
export function requestLanguage(req: Pick<PayloadRequest, 'i18n'> | undefined): AdminLanguage {
  const lang = req?.i18n?.language
  return (ADMIN_LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as AdminLanguage) : 'de'
}

/**
 * A message of ours in the request's admin language: `admin.validation.<key>`, `{name}` placeholders
 * replaced by `values`. For validate functions and hooks that answer the team in /admin.
 */
export function adminMessage(req: Pick<PayloadRequest, 'i18n'> | undefined, key: string, values: Record<string, string> = {}): string {
  const text = adminText('validation', key)?.[requestLanguage(req)] ?? key
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** An entry of the `admin` namespace in the request's admin language (e.g. a select option's word), or undefined. */
export function adminWord(req: Pick<PayloadRequest, 'i18n'> | undefined, ...path: string[]): string | undefined {
  return adminText(...path)?.[requestLanguage(req)]
}

type Option = string | { label?: unknown; value: string }

/** Role, gender and language values are the site's own words (namespaces `role`, `gender`, `locale`). */
function siteWordFor(value: string): AdminText | undefined {
  if (value.startsWith('ROLE_')) return catalogueText(['role', value])
  if (value.startsWith('GENDER_')) return catalogueText(['gender', value])
  return undefined
}

function optionLabel(slug: string, pathKey: string, name: string, value: string): AdminText | undefined {
  return (
    adminText('optionsOf', slug, pathKey, value) ??
    adminText('options', name, value) ??
    siteWordFor(value) ??
    (name === 'locale' || name === 'language' || name === 'main_lang' ? catalogueText(['locale', value]) : undefined)
  )
}

type AnyField = Field & {
  name?: string
  label?: unknown
  labels?: unknown
  fields?: Field[]
  tabs?: Tab[]
  blocks?: { fields: Field[] }[]
  options?: Option[]
  admin?: { description?: unknown } & Record<string, unknown>
}

function labelField(slug: string, parents: readonly string[], field: Field): Field {
  const f = { ...field } as AnyField
  const named = typeof f.name === 'string' && f.type !== 'ui'
  const path = named ? [...parents, f.name as string] : parents
  const pathKey = path.join('_')
  if (named) {
    const name = f.name as string
    f.label = adminText('fieldsOf', slug, pathKey) ?? adminText('fields', name) ?? f.label ?? humanizeName(name)
    if (typeof f.admin?.description === 'string') {
      f.admin = { ...f.admin, description: adminText('descriptions', slug, pathKey) ?? f.admin.description }
    }
    if (Array.isArray(f.options)) {
      f.options = f.options.map((option) => {
        const value = typeof option === 'string' ? option : option.value
        const label = optionLabel(slug, pathKey, name, value)
        return { value, label: label ?? (typeof option === 'string' ? option : option.label) } as Option
      }) as AnyField['options']
    }
    if (f.type === 'array' || f.type === 'blocks') {
      const row = adminText('rows', name)
      if (row) f.labels = { singular: row, plural: f.label as AdminText }
    }
  } else if (typeof f.label === 'string') {
    // A collapsible or row with a heading of ours.
    f.label = adminText('fieldsOf', slug, keyOf(f.label)) ?? f.label
  }
  if (Array.isArray(f.fields)) f.fields = f.fields.map((child) => labelField(slug, path, child))
  if (Array.isArray(f.tabs)) {
    f.tabs = f.tabs.map((tab) => {
      const t = { ...tab } as Tab & { name?: string; label?: unknown }
      const tabPath = typeof t.name === 'string' ? [...path, t.name] : path
      if (typeof t.name === 'string') t.label = adminText('fieldsOf', slug, tabPath.join('_')) ?? adminText('fields', t.name) ?? t.label ?? humanizeName(t.name)
      else if (typeof t.label === 'string') t.label = adminText('fieldsOf', slug, keyOf(t.label)) ?? t.label
      return { ...t, fields: t.fields.map((child) => labelField(slug, tabPath, child)) } as Tab
    })
  }
  if (Array.isArray(f.blocks)) f.blocks = f.blocks.map((block) => ({ ...block, fields: block.fields.map((child) => labelField(slug, path, child)) }))
  return f
}

type AdminOptions = { group?: unknown; description?: unknown } & Record<string, unknown>

function labelAdmin(admin: AdminOptions | undefined, description: AdminText | undefined): AdminOptions | undefined {
  if (!admin) return admin
  const next = { ...admin }
  if (typeof next.group === 'string') next.group = adminText('groups', keyOf(next.group)) ?? next.group
  if (typeof next.description === 'string') next.description = description ?? next.description
  return next
}

/** A collection with every label, description and option of ours in de/fr/it from the catalogues. */
export function labelCollection(config: CollectionConfig): CollectionConfig {
  const { slug } = config
  const singular = adminText('collections', slug, 'singular')
  const plural = adminText('collections', slug, 'plural')
  return {
    ...config,
    ...(singular && plural ? { labels: { singular, plural } } : {}),
    admin: labelAdmin(config.admin as AdminOptions | undefined, adminText('collections', slug, 'description')) as CollectionConfig['admin'],
    fields: config.fields.map((field) => labelField(slug, [], field)),
  }
}

/** A global with its label, description and fields in de/fr/it from the catalogues. */
export function labelGlobal(config: GlobalConfig): GlobalConfig {
  const { slug } = config
  const label = adminText('globals', slug, 'label')
  return {
    ...config,
    ...(label ? { label } : {}),
    admin: labelAdmin(config.admin as AdminOptions | undefined, adminText('globals', slug, 'description')) as GlobalConfig['admin'],
    fields: config.fields.map((field) => labelField(slug, [], field)),
  }
}
