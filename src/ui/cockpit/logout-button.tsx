import { logoutAction } from '@/modules/accounts/actions'

export function LogoutButton({ label }: { label: string }) {
  return (
    <form action={logoutAction}>
      <button className="btn btn--ghost" type="submit" data-testid="logout">
        {label}
      </button>
    </form>
  )
}
