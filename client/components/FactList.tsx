import type { ReactNode } from 'react'

/** One term and its value: "Length", "45 minutes". */
export interface Fact {
  term: string
  value: ReactNode
  className?: string
}

/** Terms and their values as a description list; each screen styles its own (test-facts, results-facts, ...). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
