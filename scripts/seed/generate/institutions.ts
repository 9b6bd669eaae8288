import { CANTON_CODES, FIELDS, type CantonCode, type CategoryKey, type Locale } from '../../../src/modules/essentials/data'
import { lookupPostalCode } from '../../../src/modules/essentials/postal-codes'
import { slugify } from '../../../src/modules/essentials/slugify'
import type { Random } from '../random'
import { isoDays } from './dates'
import { departmentsFor, wbsCategory, wbsCount } from './departments'
import { HOSPITAL_GROUPS, UNIVERSITY_HOSPITALS, institutionName } from './institution-names'
import { benefits, institutionDescription, wbsName } from './institution-texts'
import { AREA_CODES, CAPITAL_ZIPS, LANDSCAPES, mainLanguageOf, pickLanguage, placesOf, toPlace, type Place } from './places'
import { mailLocalPart, person, phone, street } from './people'
import type { InstitutionFacts, InstitutionSpec } from './types'

/** Institutions per canton besides the university hospitals and the hospital groups (at least 2 everywhere). */
const PER_CANTON: Record<CantonCode, number> = {
  ZH: 17,
  BE: 14,
  LU: 8,
  UR: 2,
  SZ: 3,
  OW: 2,
  NW: 2,
  GL: 2,
  ZG: 3,
  FR: 7,
  SO: 4,
  BS: 4,
  BL: 5,
  SH: 3,
  AR: 2,
  AI: 2,
  SG: 7,
  GR: 7,
  AG: 10,
  TG: 6,
  TI: 6,
  VD: 12,
  VS: 5,
  NE: 5,
  GE: 8,
  JU: 3,
}

/** After one cantonal hospital per canton, the other categories in fixed proportions (sum = rest). */
const REST_QUOTAS: [Exclude<CategoryKey, 'UNIVERSITY_HOSPITAL' | 'HOSPITAL_GROUP' | 'CANTONAL_HOSPITAL'>, number][] = [
  ['REGIONAL_HOSPITAL', 32],
  ['PRIVATE_CLINIC', 25],
  ['PSYCHIATRIC_CLINIC', 16],
  ['REHABILITATION_CLINIC', 12],
  ['PRACTICE', 30],
  ['OTHER', 8],
]

const JOB_WEIGHT: Record<CategoryKey, number> = {
  UNIVERSITY_HOSPITAL: 40,
  CANTONAL_HOSPITAL: 16,
  HOSPITAL_GROUP: 3,
  REGIONAL_HOSPITAL: 7,
  PRIVATE_CLINIC: 5,
  PSYCHIATRIC_CLINIC: 6,
  REHABILITATION_CLINIC: 4,
  PRACTICE: 1.5,
  OTHER: 2,
}

const PROFESSIONAL_SHARE: Record<CategoryKey, number> = {
  UNIVERSITY_HOSPITAL: 0.8,
  CANTONAL_HOSPITAL: 0.7,
  HOSPITAL_GROUP: 1,
  REGIONAL_HOSPITAL: 0.45,
  PRIVATE_CLINIC: 0.5,
  PSYCHIATRIC_CLINIC: 0.35,
  REHABILITATION_CLINIC: 0.3,
  PRACTICE: 0.1,
  OTHER: 0.15,
}

const HR_MAIL: Record<Locale, string[]> = { de: ['jobs', 'personal', 'hr'], fr: ['emplois', 'rh', 'recrutement'], it: ['lavoro', 'risorse.umane', 'hr'] }
const BILLING_DEPARTMENT: Record<Locale, string> = { de: 'Finanzen & Controlling', fr: 'Finances', it: 'Finanze' }
const BILLING_MAIL: Record<Locale, string> = { de: 'rechnungen', fr: 'factures', it: 'fatture' }

interface Draft {
  name: string
  category: CategoryKey
  canton: CantonCode
  lang: Locale
  place: Place
  parent: number | null
}

/** "8620" or "6900 Lugano" (to choose one of several localities) to a place. */
function placeByZip(code: string): Place {
  const [zip = '', ...name] = code.split(' ')
  const entry = lookupPostalCode(zip)
  const place = entry && toPlace(entry)
  if (!place) throw new Error(`seed data refers to unknown postal code ${zip}`)
  const city = name.join(' ')
  return city ? { ...place, city, short: city } : place
}

function drafts(rng: Random): Draft[] {
  const list: Draft[] = []
  for (const u of UNIVERSITY_HOSPITALS) {
    list.push({ name: u.name, category: 'UNIVERSITY_HOSPITAL', canton: u.canton, lang: u.lang, place: placeByZip(u.zip), parent: null })
  }
  for (const g of HOSPITAL_GROUPS) {
    const parent = list.length
    list.push({ name: g.name, category: 'HOSPITAL_GROUP', canton: g.canton, lang: g.lang, place: placeByZip(g.zip), parent: null })
    for (const [canton, zip] of g.sites) {
      const place = placeByZip(zip)
      const category = rng.chance(0.3) ? 'CANTONAL_HOSPITAL' : 'REGIONAL_HOSPITAL'
      list.push({ name: `${g.sitePrefix} ${place.short}`, category, canton, lang: g.lang, place, parent })
    }
  }
  const used = new Set(list.map((d) => d.name))
  const rest = rng.shuffle(REST_QUOTAS.flatMap(([category, n]) => Array.from({ length: n }, () => category)))
  for (const canton of CANTON_CODES) {
    for (let i = 0; i < PER_CANTON[canton]; i++) {
      const category = i === 0 ? 'CANTONAL_HOSPITAL' : (rest.pop() ?? 'REGIONAL_HOSPITAL')
      const lang = i === 0 ? mainLanguageOf(canton) : pickLanguage(rng, canton)
      const landscapes = LANDSCAPES[canton][lang] ?? []
      let name = ''
      let place = placeByZip(CAPITAL_ZIPS[canton])
      for (let attempt = 0; attempt < 12 && (name === '' || used.has(name)); attempt++) {
        if (i > 0) place = rng.pick(placesOf(canton, lang))
        name = institutionName(rng, category, lang, place, rng.pick(landscapes))
      }
      if (used.has(name)) name = `${name} ${place.short}`
      used.add(name)
      list.push({ name, category, canton, lang, place, parent: null })
    }
  }
  return list
}

function facts(rng: Random, category: CategoryKey, anchor: number): InstitutionFacts {
  const y1 = rng.stepped(90_000, 105_000, 500)
  const studentPay = category === 'PRACTICE' || category === 'OTHER' ? null : rng.stepped(600, 1200, 50)
  const accommodation = rng.chance(0.6) ? rng.stepped(350, 700, 10) : null
  const gav = rng.chance(0.6)
  const big = category === 'UNIVERSITY_HOSPITAL' || category === 'CANTONAL_HOSPITAL' || category === 'HOSPITAL_GROUP'
  return {
    salary_aa_y1: y1,
    salary_aa_y3: Math.min(115_000, Math.max(95_000, y1 + rng.stepped(5_000, 10_000, 500))),
    salary_oa: rng.stepped(130_000, 155_000, 1_000),
    weekly_hours: gav ? rng.int(42, 48) : rng.int(46, 50),
    holidays: rng.weighted([
      [4, 2],
      [5, 6],
      [6, 2],
    ] as const),
    training_days: rng.int(3, 10),
    daycare: rng.chance(big ? 0.8 : 0.3),
    maternity_leave: rng.weighted([
      [14, 2],
      [16, 5],
      [18, 2],
      [20, 1],
    ] as const),
    gav,
    accommodation_cost: accommodation,
    student_pay: studentPay,
    swimsa_salary: studentPay !== null && studentPay >= 1000,
    swimsa_room: accommodation !== null && accommodation <= 500,
    is_vsao: rng.chance(0.4),
    updated_at: isoDays(anchor, -rng.int(10, 700)),
    benefits: rng.chance(0.55) ? benefits(rng) : null,
  }
}

function uniqueSlug(name: string, canton: CantonCode, taken: Set<string>): string {
  let slug = slugify(name)
  if (taken.has(slug)) slug = `${slug}-${canton.toLowerCase()}`
  for (let n = 2; taken.has(slug); n++) slug = `${slugify(name)}-${n}`
  taken.add(slug)
  return slug
}

export function generateInstitutions(rng: Random, anchor: number): InstitutionSpec[] {
  const slugs = new Set<string>()
  const all = drafts(rng.fork('names'))
  return all.map((d, index): InstitutionSpec => {
    const r = rng.fork(`institution-${index}`)
    const slug = uniqueSlug(d.name, d.canton, slugs)
    const domain = `${slug}.example.ch`
    const fields = departmentsFor(r, d.category, d.name, index === 0)
    const contactPerson = person(r, d.lang)
    const address = street(r, d.lang)
    const isUniversityOrGroup = d.category === 'UNIVERSITY_HOSPITAL' || d.category === 'HOSPITAL_GROUP'
    const requested = !isUniversityOrGroup && d.parent === null && r.chance(0.04)
    const isProfessional = r.chance(PROFESSIONAL_SHARE[d.category])
    const billingType = r.chance(0.2) ? 'print' : 'email'
    const parentName = d.parent === null ? null : (all[d.parent]?.name ?? null)
    return {
      name: d.name,
      slug,
      status: requested ? 'requested' : 'active',
      parent: d.parent,
      parentStatus: d.parent === null ? null : index === all.length - 1 || r.chance(0.08) ? 'requested' : 'active',
      category: d.category,
      canton: d.canton,
      mainLang: d.lang,
      fields,
      jobWeight: requested ? 0 : JOB_WEIGHT[d.category] * (0.7 + r.float() * 0.6) * (d.parent === null ? 1 : 1.4),
      quality: 2.6 + r.float() * 2,
      isProfessional,
      isPartner: isProfessional && r.chance(isUniversityOrGroup ? 0.6 : 0.2),
      reviewable: d.category === 'PRACTICE' || d.category === 'OTHER' ? r.chance(0.85) : true,
      disableFreeCrawler: r.chance(0.08),
      website: `https://www.${domain}`,
      description: institutionDescription(r, d.name, d.category, d.place.city, d.canton, fields.length),
      lat: Math.round((d.place.lat + (r.float() - 0.5) * 0.01) * 1e5) / 1e5,
      lng: Math.round((d.place.lng + (r.float() - 0.5) * 0.01) * 1e5) / 1e5,
      contact: {
        person: `${contactPerson.firstName} ${contactPerson.lastName}`,
        address,
        zip: d.place.zip,
        city: d.place.city,
        phone: phone(r, AREA_CODES[d.canton]),
        mail: r.chance(0.3) ? `${mailLocalPart(contactPerson)}@${domain}` : `${r.pick(HR_MAIL[d.lang])}@${domain}`,
        hidden: r.chance(0.06),
      },
      billing: {
        name: parentName ?? d.name,
        department: r.chance(0.5) ? BILLING_DEPARTMENT[d.lang] : null,
        address: r.chance(0.2) ? `${d.lang === 'de' ? 'Postfach' : d.lang === 'fr' ? 'Case postale' : 'Casella postale'} ${r.int(100, 999)}` : address,
        zip: d.place.zip,
        city: d.place.city,
        email: billingType === 'email' ? `${BILLING_MAIL[d.lang]}@${domain}` : null,
      },
      billingType,
      wbs: r.sample(fields, wbsCount(r, d.category)).map((field) => ({
        field,
        name: wbsName(d.name, field, d.lang),
        url: `https://www.siwf-register.example/weiterbildungsstaetten/${slug}/${slugify(FIELDS.find((f) => f.key === field)?.value.de ?? field)}`,
        category: wbsCategory(r, d.category),
      })),
      facts: isUniversityOrGroup || d.category === 'CANTONAL_HOSPITAL' || r.chance(d.category === 'PRACTICE' ? 0.4 : requested ? 0.5 : 0.9) ? facts(r, d.category, anchor) : null,
      hue: r.int(0, 359),
      hasLogo: r.chance(0.93),
      hasHeader: r.chance(0.8),
    }
  })
}
