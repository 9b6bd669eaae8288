import { notFoundLogged } from '@/ui/errors/not-found.server'

// Content pages (/{lang}/{slug…}) come with the content issue; until a page matches, this is a 404.
export default async function ContentPage() {
  await notFoundLogged()
}
