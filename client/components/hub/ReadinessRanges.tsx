import type { Readiness } from '#shared/progress/readiness.ts'
import { READINESS_SKILLS, type ReadinessSkill } from '#shared/progress/skill-scores.ts'
import { gradeFor } from '#shared/scoring/grade.ts'

const LABELS: Record<ReadinessSkill, string> = { listening: 'Listening', reading: 'Reading', writing: 'Writing', speaking: 'Speaking' }
/** The OET's grade B, which most regulators ask for. */
const TARGET = 350

/**
 * Readiness as a range per sub-test (issue 36): "likely 320-370", labelled an estimate, each with
 * its reason in words; too little evidence says so instead of guessing.
 */
export function ReadinessRanges({ readiness }: { readiness: Record<ReadinessSkill, Readiness> }) {
  return (
    <section className="card readiness" aria-labelledby="readiness-title">
      <h2 id="readiness-title">Readiness (an estimate)</h2>
      <p className="hub-note">
        Where your score likely lies now, as a range from your recent results: not a prediction of your exam result. Grade B is {TARGET}.
      </p>
      <dl className="readiness-list">
        {READINESS_SKILLS.map((skill) => {
          const range = readiness[skill]
          return (
            <div key={skill} className="readiness-row">
              <dt>{LABELS[skill]}</dt>
              <dd>
                {range.low === null ? (
                  <strong className="readiness-range readiness-none">Not enough results yet</strong>
                ) : (
                  <strong className="readiness-range">
                    likely {range.low}–{range.high}
                    <span className="readiness-grades">
                      {' '}
                      (grade {gradeFor(range.low)}
                      {gradeFor(range.high) !== gradeFor(range.low) ? ` to ${gradeFor(range.high)}` : ''})
                    </span>
                  </strong>
                )}
                <span className="readiness-reason">{range.reason}</span>
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
