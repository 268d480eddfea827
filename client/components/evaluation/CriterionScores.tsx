import { useId } from 'react'
import { criteriaFor, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import { descriptorFor } from '#shared/evaluation/descriptors.ts'

/**
 * The evaluator's score on each OET criterion, with what that score means (the band descriptor)
 * beside it: what the student did, and by comparison with the level above, what to work on.
 */
export function CriterionScores({ skill, criteria }: { skill: EvaluatedSkill; criteria: Record<string, number> }) {
  const titleId = useId()
  return (
    <section className="criterion-scores" aria-labelledby={titleId}>
      <h4 id={titleId}>Scores by criterion</h4>
      <ul>
        {criteriaFor(skill).map((criterion) => {
          const score = criteria[criterion.id]
          return (
            <li key={criterion.id} className="criterion-score">
              <span className="criterion-score-label">{criterion.label}</span>
              <span className="criterion-score-value">
                {score ?? '–'}
                <span className="criterion-score-max"> / {criterion.max}</span>
              </span>
              {score !== undefined && <p className="criterion-score-descriptor">{descriptorFor(skill, criterion.id, score)}</p>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
