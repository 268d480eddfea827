import { createRouter, type AnyRoute, type AnyRouter } from '@tanstack/react-router'
import type { RouterContext } from './router-context.ts'
import { rootRoute } from './routes/root.tsx'
import { authedRoute } from './routes/authed.tsx'
import { indexRoute, unknownPathRoute } from './routes/fallback.tsx'
import { loginRoute } from './routes/auth/login.tsx'
import { registerRoute } from './routes/auth/register.tsx'
import { forgotPasswordRoute } from './routes/auth/forgot-password.tsx'
import { resetPasswordRoute } from './routes/auth/reset-password.tsx'
import { welcomeRoute } from './routes/home/welcome.tsx'
import { dashboardRoute } from './routes/home/dashboard.tsx'
import { reviewRoute } from './routes/review/review.tsx'
import { listeningHubRoute } from './routes/listening/hub.tsx'
import { listeningTestRoute } from './routes/listening/test.tsx'
import { readingHubRoute } from './routes/reading/hub.tsx'
import { readingTestRoute } from './routes/reading/test.tsx'
import { writingHubRoute } from './routes/writing/hub.tsx'
import { writingTestRoute } from './routes/writing/test.tsx'
import { speakingHubRoute } from './routes/speaking/hub.tsx'
import { speakingTestRoute } from './routes/speaking/test.tsx'
import { mockSpeakingRoute } from './routes/speaking/mock-speaking.tsx'
import { mockTestsRoute } from './routes/mock/hub.tsx'
import { mockTestRoute } from './routes/mock/test.tsx'
import { mockResultsRoute } from './routes/results/mock.tsx'
import { testResultsRoute } from './routes/results/routes.tsx'
import { staffAgreementRoute, staffItemStatisticsRoute, staffRoute, staffSubmissionRoute } from './routes/staff/routes.tsx'
import { adminImportRoute, adminTestEditorRoute, adminTestsRoute, adminUsersRoute } from './routes/admin/routes.tsx'

export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  authedRoute.addChildren([
    welcomeRoute,
    dashboardRoute,
    reviewRoute,
    listeningHubRoute,
    listeningTestRoute,
    readingHubRoute,
    readingTestRoute,
    writingHubRoute,
    writingTestRoute,
    speakingHubRoute,
    speakingTestRoute,
    mockSpeakingRoute,
    mockTestsRoute,
    mockTestRoute,
    mockResultsRoute,
    testResultsRoute,
    staffRoute,
    staffSubmissionRoute,
    staffItemStatisticsRoute,
    staffAgreementRoute,
    adminUsersRoute,
    adminImportRoute,
    adminTestsRoute,
    adminTestEditorRoute,
  ]),
  unknownPathRoute,
])

/** One router per request on the server, one per page in the browser. */
export function createAppRouter(context: RouterContext) {
  const self: { router?: AnyRouter } = {}
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // SPEC.md section 9: data no screen uses is kept 60 seconds (decision 0064).
    defaultGcTime: 60_000,
    // Not on an HTML-only page: the router would write its inline scroll script into it (decision 0070).
    scrollRestoration: ({ location }) => !self.router || !isHtmlOnly(self.router.getMatchedRoutes(location.pathname)[0]),
    ...(context.nonce ? { ssr: { nonce: context.nonce } } : {}),
  })
  self.router = router
  return router
}

/** True when one of the routes (a page and its layouts) is served as HTML and CSS only, without the React bundle. */
const isHtmlOnly = (routes: readonly AnyRoute[]) => routes.some((route) => route.options.staticData?.htmlOnly === true)

/** True when the page the router has loaded is served as HTML and CSS only (decision 0070). */
export const showsHtmlOnlyPage = (router: AnyRouter) => router.state.matches.some((match) => match.staticData.htmlOnly === true)

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** An exam screen: the site's navigation is hidden while it is shown (decision 0038). */
    exam?: boolean
    /** The module of a lazily loaded component (decision 0061): the server preloads its chunks. */
    page?: string
    /**
     * Served as HTML and CSS (decision 0070): no React bundle, no hydration, no inline script; its
     * one script is the form guard, which sends each form once. The page must work as plain
     * HTML: forms post to the web server, links load whole pages.
     */
    htmlOnly?: boolean
  }
}
