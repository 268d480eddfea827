import { getRouteApi } from '@tanstack/react-router'
import { NextSteps } from '../../components/hub/NextSteps.tsx'
import { planSteps } from '../../components/hub/plan-steps.ts'
import { nextSteps, skillStandings } from '../../components/hub/progress.ts'
import { RecentAttempts } from '../../components/hub/RecentAttempts.tsx'
import { SkillCard } from '../../components/hub/SkillCard.tsx'
import { skillEvaluations } from '../../components/hub/evaluations.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { ReadinessRanges } from '../../components/hub/ReadinessRanges.tsx'
import { PartProgress } from '../../components/hub/PartProgress.tsx'
import { myReadiness } from '#shared/progress/readiness.ts'
import { skillScores } from '#shared/progress/skill-scores.ts'

const dashboardRoute = getRouteApi('/authed/dashboard')

/* The page itself, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function DashboardPage() {
  usePageTitle('Dashboard')
  const { attempts, submissions, loadedAt, plan, evaluatorSpreads } = dashboardRoute.useLoaderData()
  const standings = skillStandings(attempts, loadedAt)
  return (
    <div className="home">
      <header className="hub-header">
        <h1>Dashboard</h1>
        <p className="hub-intro">Your latest score and grade in each skill, and how they have moved over time.</p>
      </header>
      <section aria-labelledby="standing-title">
        <h2 id="standing-title" className="hub-sr-only">
          Where you stand
        </h2>
        <ul className="skill-grid skill-grid-wide">
          {standings.map((standing) => (
            <li key={standing.info.skill}>
              <SkillCard
                standing={standing}
                heading="h3"
                evaluations={skillEvaluations(standing.info.skill, submissions)}
                detailed
              />
            </li>
          ))}
        </ul>
        <p className="hub-note">
          Scores are on the OET scale of 0 to 500 and are estimates: grade A from 450, B from 350, C+ from 300, C from 200, D from 100,
          otherwise E.
        </p>
      </section>
      {/* Drawn from the same results and code as GET /api/me/readiness, as of the page's loading. */}
      <ReadinessRanges readiness={myReadiness(skillScores(attempts, submissions), new Date(loadedAt), evaluatorSpreads)} />
      <PartProgress attempts={attempts} submissions={submissions} />
      <div className="dashboard-columns">
        {plan ? (
          <NextSteps steps={planSteps(plan.steps, attempts)} heading="h2" title="Your plan for this week" intro="From your latest results; it changes after every test you take." />
        ) : (
          <NextSteps steps={nextSteps(standings)} heading="h2" />
        )}
        <RecentAttempts attempts={attempts} />
      </div>
    </div>
  )
}
