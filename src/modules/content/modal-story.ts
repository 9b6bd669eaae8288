import { LOCALE_ALTERNATION } from '@/i18n/locales'
import { localePath } from '../routing/routes'

// Modal stories (ADR 0062): /{lang}/modal/{page path} shows a content page in a dialog over the
// page a visitor followed the link from; opened directly it is the page itself, whose canonical URL
// is /{lang}/{page path}. Pure, so the client's link handling and the dialog use it too.

const MODAL_STORY_PATH = new RegExp(`^/(?:${LOCALE_ALTERNATION})/modal/[^/?#]+(?:/[^/?#]+)*/?$`)

/** Whether a path (with its language) is a modal story's: "/de/modal/wahlstudienjahr". */
export const isModalStoryPath = (pathname: string): boolean => MODAL_STORY_PATH.test(pathname)

/** The modal story of a content page: modalStoryPath('de', 'wahlstudienjahr') -> "/de/modal/wahlstudienjahr". */
export const modalStoryPath = (locale: string, pagePath: string): string => localePath(locale, `/modal/${pagePath}`)
