import type { PayloadRequest, SelectFieldSingleValidation } from 'payload'
import type { RichTextFieldValidation } from 'payload/shared'
import { richText } from 'payload/shared'
import { isLocale, DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { adminMessage } from '../../../lib/admin-labels'
import { firstLinkProblem } from './link-data'
import { LINK_ROUTES, targetOfStoredLink, type LinkFailure, type LinkTarget, type StoredLink } from './link-target'
import { richTextLinkTargets } from './rich-text-links'

// A link that leads nowhere (an unknown route, filter, story or file, a malformed address) is refused
// when the team saves, with a message in their language, never a 404 for visitors (ADR 0061).

const MESSAGE_KEY: Record<LinkFailure, string> = {
  'unknown-route': 'linkUnknownRoute',
  'filters-not-allowed': 'linkFiltersNotAllowed',
  'unknown-filter': 'linkUnknownFilter',
  'unknown-story': 'linkUnknownStory',
  'unknown-page': 'linkUnknownPage',
  'bad-url': 'linkBadUrl',
  'bad-email': 'linkBadEmail',
  'unknown-asset': 'linkUnknownAsset',
}

const localeOf = (req: PayloadRequest): Locale => (isLocale(req.locale) ? req.locale : DEFAULT_LOCALE)

export async function linkProblemMessage(req: PayloadRequest, targets: readonly LinkTarget[]): Promise<string | true> {
  const problem = await firstLinkProblem(req.payload, localeOf(req), targets)
  return problem ? adminMessage(req, MESSAGE_KEY[problem], { routes: LINK_ROUTES.join(', ') }) : true
}

/** Payload's rich-text validation, then every link of the document. */
export const validateRichTextLinks: RichTextFieldValidation = async (value, options) => {
  const base = await richText(value, options)
  if (base !== true) return base
  return linkProblemMessage(options.req, richTextLinkTargets(value))
}

/** On the `kind` of a link field (link-field.ts): the link its group describes must lead somewhere. */
export const validateStoredLink: SelectFieldSingleValidation = async (value, options) => {
  if (!value) return options.required ? adminMessage(options.req, 'linkKindRequired') : true
  const target = targetOfStoredLink({ ...(options.siblingData as StoredLink), kind: value })
  if (!target) return adminMessage(options.req, value === 'asset' ? 'linkUnknownAsset' : 'linkUnknownStory')
  return linkProblemMessage(options.req, [target])
}
