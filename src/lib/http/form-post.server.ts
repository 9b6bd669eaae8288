import { headers } from 'next/headers'

/**
 * Whether this render answers a form posted without JavaScript (a server action's progressive
 * enhancement): the page is rendered again in the same answer, after the action ran. A link page
 * whose token the action used up shows the action's answer then, not "invalid link".
 */
export async function isFormPost(): Promise<boolean> {
  return (await headers()).get('content-type')?.startsWith('multipart/form-data') === true
}
