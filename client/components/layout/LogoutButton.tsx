/** A plain form post, so logging out works before the page's script has loaded. */
export function LogoutButton({ csrfToken }: { csrfToken: string }) {
  return (
    <form method="post" action="/logout" className="inline-form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <button type="submit" className="button button-quiet">
        Log out
      </button>
    </form>
  )
}
