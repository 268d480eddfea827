import type { ReactNode } from 'react'
import type { TestSummary } from '#shared/test-kinds/schema.ts'

type CardOf = (test: TestSummary) => ReactNode

/** A hub's tests as a grid of cards, or the empty state that says more are coming. */
export function TestList({ tests, emptyText, card }: { tests: readonly TestSummary[]; emptyText: string; card: CardOf }) {
  return tests.length === 0 ? <HubEmpty lead={emptyText} /> : <TestGrid tests={tests} card={card} />
}

/** A hub without tests: its lead ("No mock tests are available yet.") and the promise of more. */
export function HubEmpty({ lead }: { lead: string }) {
  return (
    <div className="card hub-empty">
      <p className="hub-empty-lead">{lead}</p>
      <p>New tests appear here as soon as they are added. Please check back soon.</p>
    </div>
  )
}

export function TestGrid({ tests, card }: { tests: readonly TestSummary[]; card: CardOf }) {
  return (
    <ul className="test-grid">
      {tests.map((test) => (
        <li key={test.id}>{card(test)}</li>
      ))}
    </ul>
  )
}
