import { redirect, unauthorized } from 'next/navigation'
import { currentUser } from '@/modules/accounts/session.server'
import { cockpitHome } from '@/modules/accounts/cockpit-routes'
import { localePath } from '@/modules/routing/routes'

export default async function CockpitIndex({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  const user = await currentUser()
  if (!user) unauthorized()
  redirect(localePath(lang, cockpitHome(user.role ?? null)))
}
