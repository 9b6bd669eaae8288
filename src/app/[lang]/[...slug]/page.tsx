import { notFound } from 'next/navigation'

// Content pages (/{lang}/{slug…}) come with the content issue; until a page matches, this is a 404.
export default async function ContentPage() {
  notFound()
}
