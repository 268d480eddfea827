import type { Ref } from 'react'
import type { ReadingPart } from '#shared/contracts/reading.ts'

interface PartIntroProps {
  part: ReadingPart
  /** "Part A": used when the content gives the part no heading. */
  label: string
  /** Focus comes here when the student moves to this part or step, so a screen reader starts from it. */
  headingRef: Ref<HTMLHeadingElement>
}

/** A part's heading and its instructions, as the content words them. */
export function PartIntro({ part, label, headingRef }: PartIntroProps) {
  return (
    <header className="reading-part-intro">
      <h2 ref={headingRef} tabIndex={-1} className="reading-part-heading">
        {part.heading || label}
      </h2>
      {part.instructions && <p className="reading-part-instructions">{part.instructions}</p>}
    </header>
  )
}
