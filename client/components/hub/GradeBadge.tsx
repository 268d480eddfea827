import type { Grade } from '#shared/scoring/bands.ts'

/** A grade as a letter in words ("Grade B"); the colour only repeats what the text says. */
export function GradeBadge({ grade }: { grade: Grade }) {
  return <span className={`grade-badge grade-${grade === 'C+' ? 'cplus' : grade.toLowerCase()}`}>Grade {grade}</span>
}
