import { useId, type ReactNode } from 'react'
import { FactList, type Fact } from '../FactList.tsx'


interface TestCardFrameProps {
  /** Above the title: "OET listening", "Mock test". */
  kind: string
  title: string
  /** h3 under a hub's group heading, h2 where the hub has no groups. */
  heading?: 'h2' | 'h3'
  className?: string | undefined
  /** Under the title: "Length", "45 minutes". */
  facts: readonly Fact[]
  /** How the student stands on the test, and the ways in. */
  children: ReactNode
}

/** Every hub's test card: what the test is and its facts, then what the card's hub adds. */
export function TestCardFrame({ kind, title, heading: Heading = 'h3', className, facts, children }: TestCardFrameProps) {
  const titleId = useId()
  return (
    <article className={className ? `card test-card ${className}` : 'card test-card'} aria-labelledby={titleId}>
      <p className="test-kind">{kind}</p>
      <Heading id={titleId} className="test-title">
        {title}
      </Heading>
      <FactList className="test-facts" facts={facts} />
      {children}
    </article>
  )
}
