import type { Field, GroupField } from 'payload'
import { LINK_ROUTES } from './link-target'
import { validateStoredLink } from './link-validation'

// The link of a block (buttons, teasers): one of the four kinds or a file, ADR 0061. Stored as a
// group; `kind` carries the save validation for the whole group (link-validation.ts).

const LINK_KINDS = ['internal', 'story', 'external', 'email', 'asset'] as const

const when =
  (kind: (typeof LINK_KINDS)[number]) =>
  (_data: unknown, sibling: { kind?: unknown } | undefined): boolean =>
    sibling?.kind === kind

export function linkField(name = 'link', { required = true }: { required?: boolean } = {}): GroupField {
  const fields: Field[] = [
    {
      name: 'kind',
      type: 'select',
      required,
      defaultValue: 'internal',
      options: LINK_KINDS.map((value) => ({ label: value, value })),
      validate: validateStoredLink,
    },
    {
      name: 'route',
      type: 'select',
      options: LINK_ROUTES.map((value) => ({ label: value, value })),
      admin: { condition: when('internal') },
    },
    {
      name: 'filters',
      type: 'text',
      admin: {
        condition: when('internal'),
        description: 'Search filter words of the jobs or institutions route, e.g. "kardiologie/kanton-bern"; for modal, the path of a content page.',
      },
    },
    { name: 'story', type: 'relationship', relationTo: 'links', admin: { condition: when('story') } },
    { name: 'url', type: 'text', admin: { condition: when('external') } },
    { name: 'new_tab', type: 'checkbox', defaultValue: true, admin: { condition: when('external') } },
    { name: 'email', type: 'email', admin: { condition: when('email') } },
    { name: 'asset', type: 'upload', relationTo: 'media', admin: { condition: when('asset') } },
  ]
  return { name, type: 'group', fields }
}
