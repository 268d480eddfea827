import type { Ref } from 'react'
import type { ReadingTest } from '#shared/reading/schema.ts'
import { PartAView } from './PartAView.tsx'
import { PartBView } from './PartBView.tsx'
import { PartCView } from './PartCView.tsx'
import { PART_LABELS, stepCount, type FlowPosition } from './reading-flow.ts'
import { useReadingSession, type ReadingHost } from './use-reading-session.ts'

interface ReadingPartProps {
  test: ReadingTest
  /** The part shown, and its step: Part B's text; Part C's text where `partC` is 'apart'. */
  at: FlowPosition
  /**
   * Part C's texts both on one screen, as the reading test shows them (SPEC.md "Reading test
   * screen"), or each on a screen of its own, as the mock steps through them ("Mock test screen").
   */
  partC: 'together' | 'apart'
  host: ReadingHost
  /** The screen's heading; the content's heading of the part (else "Part A"...) where absent. */
  heading?: string | undefined
  /** The host's hold on the heading, where it focuses it itself too (the mock, on every screen of every section). */
  headingRef?: Ref<HTMLHeadingElement> | undefined
  /** Steps Part B's texts with a pager under the question, where the host has no other way (the reading test). */
  onStep?: ((delta: 1 | -1) => void) | undefined
}

/**
 * The reading shell: one part of a reading test at a position, as the reading test and the mock's
 * reading section both show it. The part's heading and instructions, then Part A's texts beside
 * its questions, one Part B text with its question, or Part C's texts each with its questions.
 */
export function ReadingPart({ test, at, partC, host, heading, headingRef, onStep }: ReadingPartProps) {
  const { answerProps, headingId } = useReadingSession(test, host, at)
  const part = test[at.part]
  return (
    <section className={`reading-part reading-part-${at.part}`} aria-labelledby={headingId}>
      <header className="reading-part-intro">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="reading-part-heading">
          {heading ?? (part.heading || PART_LABELS[at.part])}
        </h2>
        {part.instructions && <p className="reading-part-instructions">{part.instructions}</p>}
      </header>
      {at.part === 'partA' && <PartAView part={part} {...answerProps} />}
      {at.part === 'partB' && <PartBView part={part} step={at.step} steps={stepCount(test, 'partB')} onStep={onStep} {...answerProps} />}
      {at.part === 'partC' && <PartCView part={part} text={partC === 'apart' ? at.step : null} {...answerProps} />}
    </section>
  )
}
