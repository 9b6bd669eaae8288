/** The browser's statistics events (docs/product-rules.md#statistics). */
export const EVENT_TYPES = ['fe/job/impression', 'fe/job/view', 'fe/institution/impression', 'fe/institution/view'] as const
export type EventType = (typeof EVENT_TYPES)[number]
