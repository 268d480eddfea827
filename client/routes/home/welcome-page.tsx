import { getRouteApi, Link } from '@tanstack/react-router'
import { NextSteps } from '../../components/hub/NextSteps.tsx'
import { nextSteps, skillStandings } from '../../components/hub/progress.ts'
import { SkillCard } from '../../components/hub/SkillCard.tsx'
import { skillEvaluations } from '../../components/hub/evaluations.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'

const welcomeRoute = getRouteApi('/authed/app/welcome')

/* The page itself, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function WelcomePage() {
  usePageTitle('Welcome')
  const { user } = welcomeRoute.useRouteContext()
  const { attempts, submissions, loadedAt } = welcomeRoute.useLoaderData()
  const standings = skillStandings(attempts, loadedAt)
  const firstVisit = attempts.length === 0
  return (
    <div className="home">
      <header className="hub-header">
        <h1>
          {firstVisit ? 'Welcome' : 'Welcome back'}, {user.name}
        </h1>
        <p className="hub-intro">
          {firstVisit
            ? 'Start with a practice test in any skill: your scores and grades will appear here as you go.'
            : 'Here is where you stand in each skill, and what to do next.'}
        </p>
      </header>
      <NextSteps steps={nextSteps(standings)} heading="h2" />
      <section className="home-skills" aria-labelledby="skills-title">
        <h2 id="skills-title">Your skills</h2>
        <ul className="skill-grid">
          {standings.map((standing) => (
            <li key={standing.info.skill}>
              <SkillCard
                standing={standing}
                heading="h3"
                evaluations={skillEvaluations(standing.info.skill, submissions)}
              />
            </li>
          ))}
        </ul>
      </section>
      <p className="home-more">
        <Link to="/dashboard">Open your dashboard</Link> for every score and your recent attempts.
      </p>
    </div>
  )
}
