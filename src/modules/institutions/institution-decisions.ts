import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/http/absolute-url'
import { noticeMail } from '@/lib/mail/notice'
import { sendMail } from '@/lib/mail/send'
import { relId } from '@/lib/relations'
import type { Institution, Membership } from '@/payload-types'
import { localePath, paths } from '@/modules/routing/routes'
import { SKIP_DECISION_MAILS } from './decision-context'

// The team decides who speaks for which employer (docs/product-rules.md#institutions). Requests are
// mailed to the team; decisions (in /admin) are mailed to the requester, and a profile's decision
// carries its requested memberships with it: approving the profile makes it public and its
// requester an active member; rejecting it rejects the request with the same reason. A mail that
// fails is logged, never thrown: the save stands.

type Decision = 'institutionApproved' | 'institutionRejected' | 'linkApproved' | 'linkRejected' | 'parentApproved'

const teamAddress = () => env().TEAM_EMAIL ?? env().SUPPORT_EMAIL

async function userOf(req: PayloadRequest, id: number | null) {
  return id === null ? null : req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
}

function decisionMail(locale: Locale, to: string, name: string, decision: Decision, institution: Pick<Institution, 'id' | 'name'>, reason?: string | null) {
  const t = translator(locale, `institutionMail.${decision}`)
  const common = translator(locale, 'mail')
  const approved = decision !== 'institutionRejected' && decision !== 'linkRejected'
  return noticeMail({
    to,
    subject: t('subject', { institution: institution.name }),
    greeting: common('greeting', { name }),
    paragraphs: [t('body', { institution: institution.name })],
    quote: approved ? null : { heading: translator(locale, 'institutionMail')('reasonHeading'), text: reason ?? '' },
    link: { label: t('link'), url: absoluteUrl(localePath(locale, approved ? paths.cockpit('institutions', String(institution.id)) : paths.cockpit('institutions'))) },
    signature: common('signature', { support: env().SUPPORT_EMAIL }),
  })
}

async function mailUser(req: PayloadRequest, userId: number | null, decision: Decision, institution: Pick<Institution, 'id' | 'name'>, reason?: string | null) {
  const user = await userOf(req, userId)
  if (!user?.email) return
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE
  await sendMail(req.payload, decisionMail(locale, user.email, user.first_name, decision, institution, reason))
}

/** The team's mail about a request: what, who, the requester's note, the link into /admin. */
async function mailTeam(payload: Payload, kind: 'institution' | 'link' | 'parent', values: { institution: string; user: string; note?: string | null; adminPath: string }) {
  const t = translator(DEFAULT_LOCALE, `institutionMail.team.${kind}`)
  const common = translator(DEFAULT_LOCALE, 'institutionMail.team')
  await sendMail(
    payload,
    noticeMail({
      to: teamAddress(),
      subject: t('subject', { institution: values.institution }),
      greeting: common('greeting'),
      paragraphs: [t('body', { institution: values.institution, user: values.user })],
      quote: values.note ? { heading: common('noteHeading'), text: values.note } : null,
      link: { label: common('adminLink'), url: absoluteUrl(values.adminPath) },
      signature: 'Helvemed',
    }),
  )
}

const adminPath = (collection: 'institutions' | 'memberships', id: number) => `/admin/collections/${collection}/${id}`

export const institutionDecisionHook: CollectionAfterChangeHook<Institution> = async ({ doc, previousDoc, req }) => {
  if (req.context?.[SKIP_DECISION_MAILS]) return doc
  try {
    if (doc.status !== previousDoc?.status && (doc.status === 'active' || doc.status === 'rejected') && previousDoc?.status === 'requested') {
      const { docs: requests } = await req.payload.find({
        collection: 'memberships',
        where: { and: [{ institution: { equals: doc.id } }, { status: { equals: 'requested' } }] },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
      for (const m of requests) {
        await req.payload.update({
          collection: 'memberships',
          id: m.id,
          data: doc.status === 'active' ? { status: 'active' } : { status: 'rejected', reject_reason: doc.reject_reason },
          overrideAccess: true,
          context: { [SKIP_DECISION_MAILS]: true },
          req,
        })
        await mailUser(req, relId(m.user), doc.status === 'active' ? 'institutionApproved' : 'institutionRejected', doc, doc.reject_reason)
      }
    }
    if (doc.parent_status !== previousDoc?.parent_status) {
      const parentId = relId(doc.parent)
      const parent = parentId ? await req.payload.findByID({ collection: 'institutions', id: parentId, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
      if (doc.parent_status === 'requested' && parent) {
        await mailTeam(req.payload, 'parent', { institution: doc.name, user: parent.name, adminPath: adminPath('institutions', doc.id) })
      } else if (doc.parent_status === 'active') {
        const { docs: members } = await req.payload.find({
          collection: 'memberships',
          where: { and: [{ institution: { equals: doc.id } }, { status: { equals: 'active' } }] },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
        })
        for (const m of members) await mailUser(req, relId(m.user), 'parentApproved', doc)
      }
    }
  } catch (err) {
    req.payload.logger.error({ err, institution: doc.id }, 'institution decision mail failed')
  }
  return doc
}

export const membershipDecisionHook: CollectionAfterChangeHook<Membership> = async ({ doc, operation, req }) => {
  if (req.context?.[SKIP_DECISION_MAILS]) return doc
  try {
    const institutionId = relId(doc.institution)
    const institution = institutionId
      ? await req.payload.findByID({
          collection: 'institutions',
          id: institutionId,
          depth: 0,
          select: { name: true, status: true },
          overrideAccess: true,
          disableErrors: true,
          req,
        })
      : null
    if (!institution) return doc
    if (operation === 'create') {
      const user = await userOf(req, relId(doc.user))
      const who = user ? `${user.first_name} ${user.last_name} <${user.email}>` : '?'
      // A new profile is one request: its mail names the profile; joining an existing one names the membership.
      const kind = institution.status === 'requested' ? 'institution' : 'link'
      await mailTeam(req.payload, kind, {
        institution: institution.name,
        user: who,
        note: doc.note,
        adminPath: kind === 'institution' ? adminPath('institutions', institution.id) : adminPath('memberships', doc.id),
      })
      return doc
    }
    if (doc.status === 'active' || doc.status === 'rejected') {
      await mailUser(req, relId(doc.user), doc.status === 'active' ? 'linkApproved' : 'linkRejected', { id: institution.id, name: institution.name }, doc.reject_reason)
    }
  } catch (err) {
    req.payload.logger.error({ err, membership: doc.id }, 'membership decision mail failed')
  }
  return doc
}
