import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { CockpitInstitution, ProfileForScreens, ProfileImage } from './profile.server'
import { billingValues, commonValues, descriptionValues, factBadges, factFormValues, profileChoices, type ProfileChoices } from './profile-screens.server'

// The data of one open child screen of a profile in the cockpit (overview, edit, facts, media,
// billing, description): only what that screen shows, read after the viewer's role was checked
// (profileForScreens answered).

export type PanelKind = 'overview' | 'edit' | 'facts' | 'media' | 'billing' | 'description'

export interface ProfilePanelData {
  item: CockpitInstitution
  editable: boolean
  factsUpdatedAt: string | null
  values: Record<string, string>
  choices: ProfileChoices | null
  badges: string[]
  /** the parent's name when its description fills an empty one (the team confirmed the link) */
  inheritedFrom: string | null
  media: {
    logo: ProfileImage | null
    header: ProfileImage | null
    images: ProfileImage[]
    videos: { type: 'youtube' | 'vimeo'; source: string; title: string | null }[]
  } | null
}

/** The list item of a profile that is not in the viewer's list (the team opening any profile). */
export function itemOf(profile: ProfileForScreens): CockpitInstitution {
  const { doc, parent } = profile
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    status: doc.status,
    city: doc.contact_city ?? null,
    role: profile.role,
    rejectReason: doc.status === 'rejected' ? (doc.reject_reason ?? null) : null,
    parent: parent ? { id: parent.id, name: parent.name, confirmed: parent.confirmed } : null,
    logo: profile.logo?.url ?? null,
    completeness: profile.completeness,
  }
}

/** What a request to manage a profile (or a declined one) shows: its list item, nothing to edit. */
export function requestOnlyPanel(item: CockpitInstitution): ProfilePanelData {
  return { item, editable: false, factsUpdatedAt: null, values: {}, choices: null, badges: [], inheritedFrom: null, media: null }
}

export async function profilePanelData(payload: Payload, kind: PanelKind, profile: ProfileForScreens, locale: Locale): Promise<ProfilePanelData> {
  const { doc, parent } = profile
  const base = { ...requestOnlyPanel(itemOf(profile)), editable: profile.editable, factsUpdatedAt: doc.facts?.updated_at ?? null }
  switch (kind) {
    case 'overview':
      return base
    case 'edit':
      return { ...base, values: await commonValues(payload, profile, locale), choices: await profileChoices(payload, locale, doc.id) }
    case 'billing':
      return { ...base, values: billingValues(profile) }
    case 'facts':
      return { ...base, values: factFormValues(profile, locale), badges: factBadges(profile) }
    case 'description': {
      const inherits = parent?.confirmed && Object.values(parent.description).some((d) => d?.trim())
      return { ...base, values: descriptionValues(profile), inheritedFrom: inherits ? parent.name : null }
    }
    case 'media':
      return {
        ...base,
        media: {
          logo: profile.logo,
          header: profile.header,
          images: profile.images,
          videos: (doc.videos_ext ?? []).map((v) => ({ type: v.type, source: v.source, title: v.title ?? null })),
        },
      }
  }
}
