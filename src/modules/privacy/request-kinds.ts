// What a user can ask the team about their account (docs/product-rules.md#privacy, ADR 0065).
export const REQUEST_KINDS = ['role_change', 'deactivation', 'deletion'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

/** open -> done (the team did it) or declined (with a reason the user reads in the outcome mail). */
export const REQUEST_STATUSES = ['open', 'done', 'declined'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]
