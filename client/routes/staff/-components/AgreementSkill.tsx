import type { AgreementResponse } from '#shared/evaluation/agreement-schema.ts'
import { differenceText, monthText, pairsText, percentText } from './agreement-text.ts'

type Skill = AgreementResponse['skills'][number]
type Evaluator = Skill['evaluators'][number]

const SKILL_NAMES = { writing: 'Writing', speaking: 'Speaking' } as const
/** A column heading that may break inside its long word on a phone (a soft hyphen, which screen readers pass over). */
const MEAN_DIFFERENCE = 'Mean diff\u00ADerence'
/** A difference's size, unsigned. */
const unsigned = (value: number) => differenceText(Math.abs(value)).replace('+', '')

/** A table that scrolls sideways in its own box on a phone, never the page; focusable, so a keyboard scrolls it too. */
function Scroll({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    <div className="agreement-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  )
}

/** How closely two evaluators' scores agree on each criterion. */
function CriteriaTable({ skill }: { skill: Skill }) {
  const id = `agreement-${skill.skill}-criteria`
  return (
    <>
      <h3 id={id}>By criterion</h3>
      <Scroll labelledBy={id}>
        <table className="agreement-table">
          <thead>
            <tr>
              <th scope="col">Criterion</th>
              <th scope="col">Exact</th>
              <th scope="col">Within 1</th>
              <th scope="col">{MEAN_DIFFERENCE}</th>
            </tr>
          </thead>
          <tbody>
            {skill.criteria.map((c) => (
              <tr key={c.criterionId}>
                <th scope="row">
                  {c.label} <span className="staff-sub">0 to {c.max}</span>
                </th>
                <td>{percentText(c.exact)}</td>
                <td>{percentText(c.adjacent)}</td>
                <td>
                  {differenceText(c.meanDifference)}
                  {/* Said only when differences either way cancel out in part. */}
                  {unsigned(c.meanAbsoluteDifference) !== unsigned(c.meanDifference) && (
                    <span className="staff-sub">{unsigned(c.meanAbsoluteDifference)} either way</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </>
  )
}

/** One evaluator's months, oldest first: how their difference moved. */
function Months({ evaluator }: { evaluator: Evaluator }) {
  return (
    <ul className="agreement-months" aria-label={`${evaluator.name} by month`}>
      {evaluator.months.map((m) => (
        <li key={m.month}>
          {monthText(m.month)}: <strong>{differenceText(m.meanDifference)}</strong> <span className="agreement-muted">({pairsText(m.pairs)})</span>
        </li>
      ))}
    </ul>
  )
}

/** Each evaluator's marks beside the other evaluator's: lenient above zero, severe below. */
function EvaluatorsTable({ skill, minPairs }: { skill: Skill; minPairs: number }) {
  const id = `agreement-${skill.skill}-evaluators`
  return (
    <>
      <h3 id={id}>By evaluator</h3>
      <p className="staff-intro">
        Each evaluator&apos;s marks minus the other evaluator&apos;s on the same work, on average: above zero more lenient, below more severe. A
        verdict is given from {minPairs} pairs.
      </p>
      <Scroll labelledBy={id}>
        <table className="agreement-table agreement-evaluators">
          <thead>
            <tr>
              <th scope="col">Evaluator</th>
              <th scope="col">Pairs</th>
              <th scope="col">{MEAN_DIFFERENCE}</th>
              <th scope="col">By month</th>
            </tr>
          </thead>
          <tbody>
            {skill.evaluators.map((e) => (
              <tr key={e.evaluatorId}>
                <th scope="row">{e.name}</th>
                <td>{e.pairs}</td>
                <td>
                  <strong>{differenceText(e.meanDifference)} marks</strong>
                  <span className="staff-sub">{e.verdict ?? `Too few pairs for a verdict (fewer than ${minPairs})`}</span>
                </td>
                <td>
                  <Months evaluator={e} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </>
  )
}

/** One skill's figures, or why there are none. */
export function AgreementSkill({ skill, minPairs }: { skill: Skill; minPairs: number }) {
  const id = `agreement-${skill.skill}`
  const name = SKILL_NAMES[skill.skill]
  return (
    <section className="agreement-skill" aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      {skill.pairs === 0 ? (
        <p className="staff-intro">No {skill.skill === 'writing' ? 'letter' : 'speaking sitting'} has been double marked yet.</p>
      ) : (
        <>
          <p className="staff-count">
            {pairsText(skill.pairs)} of independent marks, on average {unsigned(skill.meanAbsoluteDifference)} marks apart either way: about{' '}
            {Math.round(skill.meanAbsoluteScoreDifference)} points on the 0-500 score scale.
          </p>
          <CriteriaTable skill={skill} />
          <EvaluatorsTable skill={skill} minPairs={minPairs} />
        </>
      )}
    </section>
  )
}
