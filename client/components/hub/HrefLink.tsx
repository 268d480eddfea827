import type { MouseEvent, ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'

/**
 * A link to a built href (path and search) that navigates inside the app on a plain click and
 * behaves as an ordinary link otherwise (new tab, no script yet).
 */
export function HrefLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void navigate({ href })
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
