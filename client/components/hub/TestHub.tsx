import { useId } from 'react'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { usePageTitle } from '../ui-state/UiStateProvider.tsx'
import { progressForTest } from './progress.ts'
import { SkillTestCard } from './SkillTestCard.tsx'
import { HubEmpty, TestGrid } from './TestList.tsx'
import type { HubSkill } from './test-start-plan.ts'

export interface TestGroup {
  heading: string
  tests: TestSummary[]
}

/** What a hub's loader answers: its tests in groups, my attempts, and when they were read. */
export interface HubData {
  groups: TestGroup[]
  attempts: MyAttempt[]
  loadedAt: number
}

interface TestHubProps {
  title: string
  intro: string
  skill: HubSkill
  emptyText: string
  data: HubData
}

/** A hub: the tests of one skill as cards, grouped, with the student's progress on each. */
export function TestHub({ title, intro, skill, emptyText, data }: TestHubProps) {
  usePageTitle(title)
  const groups = data.groups.filter((group) => group.tests.length > 0)
  return (
    <section className="hub" aria-labelledby="hub-title">
      <header className="hub-header">
        <h1 id="hub-title">{title}</h1>
        <p className="hub-intro">{intro}</p>
      </header>
      {groups.length === 0 ? (
        <HubEmpty lead={emptyText} />
      ) : (
        groups.map((group) => <HubGroup key={group.heading} group={group} skill={skill} data={data} />)
      )}
    </section>
  )
}

function HubGroup({ group, skill, data }: { group: TestGroup; skill: HubSkill; data: HubData }) {
  const headingId = useId()
  return (
    <section className="hub-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.heading}</h2>
      <TestGrid
        tests={group.tests}
        card={(test) => <SkillTestCard test={test} skill={skill} progress={progressForTest(test.id, data.attempts, data.loadedAt)} />}
      />
    </section>
  )
}
