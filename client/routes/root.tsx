import { preloadModule } from 'react-dom'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useMatches } from '@tanstack/react-router'
import { SessionExpiredDialog } from '../components/SessionExpiredDialog.tsx'
import { DrawerHost } from '../components/DrawerHost.tsx'
import { ModalHost } from '../components/ModalHost.tsx'
import { UiStateProvider } from '../components/ui-state/UiStateProvider.tsx'
import { BOOT_ELEMENT_ID, serializeBoot } from '../lib/boot.ts'
import type { RouterContext } from '../router-context.ts'

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'description', content: 'Practice tests for the OET: listening, reading, writing and speaking.' },
      { name: 'theme-color', content: '#0f5c6e' },
      { title: 'OET Prep' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
  pendingComponent: () => <p className="loading">Loading...</p>,
})

/**
 * The whole HTML document: rendered on the server, hydrated in the browser. A page marked
 * `htmlOnly` (the login and register forms, decision 0070) gets its HTML and stylesheet, and the
 * small form guard that sends each form once: no boot data, no router state, no entry script, no
 * preloads, and none of the dialogs only scripts open.
 */
function RootDocument() {
  const { boot, nonce, preloads } = rootRoute.useRouteContext()
  const htmlOnly = useMatches({ select: (matches) => matches.some((match) => match.staticData.htmlOnly === true) })
  return (
    <html lang="en">
      <head>
        <HeadContent />
        {preloads && !htmlOnly && <ScreenPreloads preloads={preloads} />}
        {/* With a precedence, React writes the stylesheet before the scripts' preloads, so a
            phone's first paint does not wait behind them (decision 0096). */}
        {boot.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        {htmlOnly ? (
          <>
            <Outlet />
            <script type="module" src={boot.assets.formGuard} nonce={nonce} suppressHydrationWarning />
          </>
        ) : (
          <>
            <UiStateProvider notificationCount={0}>
              <Outlet />
              <ModalHost />
              <DrawerHost />
              <SessionExpiredDialog />
            </UiStateProvider>
            <script
              type="application/json"
              id={BOOT_ELEMENT_ID}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: serializeBoot(boot) }}
            />
            <Scripts />
            {boot.assets.scripts.map((src) => (
              <script key={src} type="module" src={src} nonce={nonce} suppressHydrationWarning />
            ))}
          </>
        )}
      </body>
    </html>
  )
}

/**
 * On the server: names the chunks of the matched screens (the site's frame, the page) in the head
 * as <link rel="modulepreload">, so a phone fetches them beside the entry, not one round trip after
 * it (decision 0061). It renders nothing, so the browser, which has no `preloads`, skips it.
 */
function ScreenPreloads({ preloads }: { preloads: NonNullable<RouterContext['preloads']> }) {
  const matches = useMatches()
  for (const match of matches) {
    for (const href of preloads[match.staticData.page ?? ''] ?? []) preloadModule(href, { as: 'script' })
  }
  return null
}
