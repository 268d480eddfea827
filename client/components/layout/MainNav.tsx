import { useEffect, useId, useRef, useState } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import type { NavItem } from './nav-items.ts'

/**
 * The site's sections. From 900 px wide they sit in the header; narrower, they are behind a Menu
 * button, so none is off-screen on a phone. The menu is a disclosure: the button says whether it is
 * open (aria-expanded); opening moves focus to the first section; Escape, a tap outside or going
 * to a page closes it, and Escape gives focus back to the button.
 */
export function MainNav({ items }: { items: readonly NavItem[] }) {
  const path = useRouterState({ select: (state) => state.location.pathname })
  // The page the menu was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === path
  const setOpen = (value: boolean) => setOpenOn(value ? path : null)
  const listId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const nav = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    nav.current?.querySelector<HTMLAnchorElement>('a')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!nav.current?.contains(target) && !button.current?.contains(target)) setOpenOn(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button-quiet shell-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d={open ? 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z' : 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z'} />
        </svg>
        Menu
      </button>
      <nav ref={nav} id={listId} className={open ? 'shell-nav shell-nav-open' : 'shell-nav'} aria-label="Main">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeProps={{ 'aria-current': 'page', className: 'active' }} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
