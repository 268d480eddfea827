import { useId } from 'react'
import type { ReviewGroup } from './review-groups.ts'
import { ReviewList } from './ReviewList.tsx'
import { TranscriptToggle } from './TranscriptToggle.tsx'

/**
 * The review that teaches (issue 17), group by group (an extract, a Part B question, a reading
 * part): the recording's transcript behind a toggle, then every question as it was asked (a
 * multiple-choice question with its options, the right one marked), the student's answer beside
 * the key, and why the answer is right where the content explains it.
 */
export function TeachingReview({ groups }: { groups: readonly ReviewGroup[] }) {
  return (
    <div className="teaching-review">
      {groups.map((group) => (
        <Group key={group.title} group={group} />
      ))}
    </div>
  )
}

function Group({ group }: { group: ReviewGroup }) {
  const headingId = useId()
  return (
    <section className="teaching-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="teaching-group-title">
        {group.title}
      </h3>
      {group.description && <p className="teaching-group-description">{group.description}</p>}
      {group.recording?.transcript && <TranscriptToggle transcript={group.recording.transcript} of={group.title} />}
      <ReviewList items={group.items} showQuestionText />
    </section>
  )
}
