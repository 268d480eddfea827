import { Link } from '@tanstack/react-router'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import type { AgreementResponse } from '#shared/evaluation/agreement-schema.ts'
import { AgreementSkill } from './AgreementSkill.tsx'

/**
 * The agreement figures of double marking (issue 37, decision 0107): per skill, how closely two
 * evaluators' independent marks agree on each criterion, and how each evaluator's marks sit beside
 * the other's, month by month; or, before any double marking, where the figures come from.
 */
export function AgreementPage({ agreement }: { agreement: AgreementResponse }) {
  usePageTitle('Marking agreement')
  const none = agreement.skills.every((skill) => skill.pairs === 0)
  return (
    <section className="staff agreement" aria-labelledby="agreement-title">
      <header className="staff-header">
        <Link to="/staff" className="staff-back">
          Back to the queue
        </Link>
        <h1 id="agreement-title">Marking agreement</h1>
        <p className="staff-intro">
          How closely two evaluators agree when each marks the same letter or speaking sitting without seeing the other&apos;s marks. A
          difference is the second marks minus the first; &ldquo;within 1&rdquo; counts scores at most one apart, exact ones included.
        </p>
      </header>
      {none ? (
        <div className="card agreement-empty">
          <h2>No double-marked work yet</h2>
          <p>
            These figures come from double marking: a letter or a speaking sitting marked by two evaluators independently. Nothing has been
            marked twice so far.
          </p>
          <p>
            An admin turns double marking on under Users, in the Double marking panel: a share of all work, or every piece of work of
            chosen students. The figures appear here as soon as both marks of a piece of work are saved.
          </p>
        </div>
      ) : (
        agreement.skills.map((skill) => <AgreementSkill key={skill.skill} skill={skill} minPairs={agreement.minPairsForVerdict} />)
      )}
    </section>
  )
}
