import type { Institution } from '../../../src/payload-types'
import type { Locale } from '../../../src/modules/essentials/data'
import { headerSvg, logoSvg } from '../generate/graphics'
import type { InstitutionSpec } from '../generate/types'
import type { Random } from '../random'
import { arrayRowId, idAt, mapLimit, SYSTEM, uploadMedia, type SeedContext } from './context'
import { essentialId, type EssentialIds } from './essentials'

type InstitutionData = Omit<Institution, 'id' | 'createdAt' | 'updatedAt'>

const TRANSLATIONS: Locale[] = ['fr', 'it']

function toData(spec: InstitutionSpec, ids: EssentialIds, parentId: number | null, media: { logo: number | null; header: number | null }): InstitutionData {
  const f = spec.facts
  return {
    name: spec.name,
    slug: spec.slug,
    status: spec.status,
    parent: parentId,
    parent_status: spec.parentStatus,
    category: essentialId(ids.categories, spec.category, 'categories'),
    region: essentialId(ids.regions, spec.canton, 'regions'),
    is_professional: spec.isProfessional,
    is_partner: spec.isPartner,
    main_lang: spec.mainLang,
    reviewable: spec.reviewable,
    disable_free_crawler: spec.disableFreeCrawler,
    website: spec.website,
    description: spec.description.de,
    cord_lat: spec.lat,
    cord_lng: spec.lng,
    contact_person: spec.contact.person,
    contact_address: spec.contact.address,
    contact_zip: spec.contact.zip,
    contact_city: spec.contact.city,
    contact_phone: spec.contact.phone,
    contact_mail: spec.contact.mail,
    contact_hidden: spec.contact.hidden,
    billing: { ...spec.billing },
    billing_type: spec.billingType,
    logo: media.logo,
    header: media.header,
    wbs: spec.wbs.map((w, k) => ({
      id: arrayRowId(`institution/${spec.slug}/wbs/${k}`),
      field: essentialId(ids.fields, w.field, 'fields'),
      name: w.name,
      url: w.url,
      category: w.category,
    })),
    facts: f
      ? {
          salary_aa_y1: f.salary_aa_y1,
          salary_aa_y3: f.salary_aa_y3,
          salary_oa: f.salary_oa,
          weekly_hours: f.weekly_hours,
          holidays: f.holidays,
          training_days: f.training_days,
          daycare: f.daycare,
          maternity_leave: f.maternity_leave,
          gav: f.gav,
          benefits: f.benefits?.de ?? null,
          accommodation_cost: f.accommodation_cost,
          student_pay: f.student_pay,
          swimsa_salary: f.swimsa_salary,
          swimsa_room: f.swimsa_room,
          is_vsao: f.is_vsao,
          updated_at: f.updated_at,
        }
      : {},
  }
}

/** Creates logos, headers and institutions (parents before their sites); returns ids in spec order. */
export async function insertInstitutions(ctx: SeedContext, rng: Random, specs: readonly InstitutionSpec[], ids: EssentialIds): Promise<number[]> {
  const institutionIds: number[] = []
  for (const [index, spec] of specs.entries()) {
    const logo = spec.hasLogo
      ? await uploadMedia(ctx, {
          name: `logo-${spec.slug}.svg`,
          kind: 'profile',
          mimetype: 'image/svg+xml',
          data: Buffer.from(logoSvg(spec.name, spec.hue)),
          alt: `Logo ${spec.name}`,
        })
      : null
    const header = spec.hasHeader
      ? await uploadMedia(ctx, {
          name: `header-${spec.slug}.svg`,
          kind: 'profile',
          mimetype: 'image/svg+xml',
          data: Buffer.from(headerSvg(spec.name, spec.hue, rng.fork(`header-${index}`))),
          alt: spec.name,
        })
      : null
    const parentId = spec.parent === null ? null : idAt(institutionIds, spec.parent, 'parent institution')
    const doc = await ctx.payload.create({
      collection: 'institutions',
      locale: 'de',
      data: toData(spec, ids, parentId, { logo, header }),
      ...SYSTEM,
    })
    institutionIds.push(doc.id)
  }
  // Parallel across institutions, sequential per institution (concurrent locale updates of one document clobber each other).
  await mapLimit(specs, 4, async (spec, index) => {
    for (const locale of TRANSLATIONS) {
      await ctx.payload.update({
        collection: 'institutions',
        id: idAt(institutionIds, index, 'institution'),
        locale,
        data: { description: spec.description[locale], ...(spec.facts?.benefits ? { facts: { benefits: spec.facts.benefits[locale] } } : {}) },
        ...SYSTEM,
      })
    }
  })
  return institutionIds
}
