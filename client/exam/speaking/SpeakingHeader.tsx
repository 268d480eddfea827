import type { Ref } from 'react'
import { speakingTitle } from './texts.ts'

interface SpeakingHeaderProps {
  title: string
  discipline: string
  /** Position of the role-play on screen: 1-based. */
  position: number
  count: number
  /** Focused when the next role-play appears, so a screen reader starts reading from its top. */
  headingRef?: Ref<HTMLHeadingElement>
}

/** SPEC.md section 2: the title prefixed "OET", the discipline, and where the student is. */
export function SpeakingHeader({ title, discipline, position, count, headingRef }: SpeakingHeaderProps) {
  return (
    <header className="sp-header">
      <p className="sp-eyebrow">
        Role-play {position} of {count}
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {speakingTitle(title)}
      </h1>
      {discipline && <p className="sp-discipline">{discipline}</p>}
    </header>
  )
}
