/** Save context flag: the save must not mail (the seed's demo requests, a profile decision moving its memberships). */
export const SKIP_DECISION_MAILS = 'skipInstitutionMails'
