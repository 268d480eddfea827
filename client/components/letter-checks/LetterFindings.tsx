import { useId } from 'react'
import { coverageDetail, FINDING_KIND_LABELS } from '#shared/letter-checks/letter-checks.ts'
import type { LetterChecks } from '#shared/letter-checks/schema.ts'
import { WRITING_CRITERIA } from '#shared/evaluation/criteria.ts'
import { letterSegments } from '#shared/evaluation/letter-segments.ts'
import { bodyWordsText } from '#shared/writing/letter-body.ts'
import { plural } from '#client/lib/plural.ts'
import { findingItems, type FindingItem } from './finding-items.ts'

const criterionLabel = (id: string) => WRITING_CRITERIA.find((criterion) => criterion.id === id)?.label ?? id

/** What a line's own button does: show it in the letter being written, or make it an evaluator's comment. */
export interface FindingAction {
  label: string
  /** Only for findings placed on words (selecting words where something is missing shows nothing). */
  placedOnly?: boolean
  /** Whether the action was taken for this line already (a comment made of it). */
  done?: (item: FindingItem) => boolean
  run: (item: FindingItem) => void
}

interface LetterFindingsProps {
  letter: string
  checks: LetterChecks
  /** Show the checked letter with the findings underlined and numbered (not where the letter is shown already). */
  showLetter: boolean
  action?: FindingAction | undefined
}

/**
 * The automatic checks' findings: the letter with each placed finding underlined and numbered,
 * and the list beside it, each with its kind, the OET criterion it bears on, what to do and what
 * could replace it. Labelled as a program's checks, never a score.
 */
export function LetterFindings({ letter, checks, showLetter, action }: LetterFindingsProps) {
  const titleId = useId()
  const segments = letterSegments(letter, checks.findings)
  const numberOf = new Map(segments.flatMap((segment) => (segment.number === null ? [] : [[segment.comment, segment.number] as const])))
  const items = findingItems(checks.findings)
  return (
    <section className="letter-findings" aria-labelledby={titleId}>
      <h4 id={titleId} className="letter-findings-title">
        Automatic checks
      </h4>
      <p className="letter-findings-note">
        Found by a program, not an evaluator, and never a score: {bodyWordsText(checks.wordCount)};{' '}
        {items.length === 0 ? 'nothing to point out.' : `${plural(items.length, 'thing')} to look at.`}
      </p>
      {showLetter && (
        // It scrolls on its own when long, so the keyboard can reach it.
        <div className="letter-findings-letter" role="group" aria-label="Your letter as checked" tabIndex={0}>
          {segments.map((segment, index) =>
            segment.number === null ? (
              segment.text
            ) : (
              <mark key={index} className={`letter-finding-mark letter-finding-mark-${segment.comment.kind}`}>
                {segment.text}
                <sup className="letter-finding-sup">{segment.number}</sup>
              </mark>
            ),
          )}
        </div>
      )}
      {items.length > 0 && (
        <ol className="letter-findings-list">
          {items.map((item, index) => {
            const [finding] = item.findings as [(typeof item.findings)[0]]
            // A number points into the letter shown above; where the letter is not shown, the quote says where.
            const number = showLetter ? numberOf.get(finding) : undefined
            const done = action?.done?.(item) ?? false
            return (
              <li key={index} className={`letter-finding letter-finding-${finding.kind}`}>
                <p className="letter-finding-head">
                  {number !== undefined && <span className="letter-finding-number">{number}</span>}
                  <strong>{FINDING_KIND_LABELS[finding.kind]}</strong>
                  <span className="letter-finding-criterion"> · {criterionLabel(finding.criterion)}</span>
                </p>
                {finding.start < finding.end && <p className="letter-finding-quote">“{letter.slice(finding.start, finding.end)}”</p>}
                {item.notes ? (
                  <>
                    <p className="letter-finding-message">
                      {plural(item.notes.length, 'note')} the reader needs {item.notes.length === 1 ? 'does' : 'do'} not seem to be in the letter:
                    </p>
                    <ul className="letter-finding-notes">
                      {item.findings.map((note, at) => (
                        <li key={at}>{coverageDetail(note.message)}</li>
                      ))}
                    </ul>
                    <p className="letter-finding-message">Use each in a sentence of your own.</p>
                  </>
                ) : (
                  <p className="letter-finding-message">{finding.message}</p>
                )}
                {finding.suggestions.length > 0 && <p className="letter-finding-suggestions">Try: {finding.suggestions.join(' · ')}</p>}
                {action && (!action.placedOnly || finding.start < finding.end) && (
                  <button type="button" className="button button-quiet letter-finding-action" disabled={done} onClick={() => action.run(item)}>
                    {done ? 'Done' : action.label}
                    <span className="hub-sr-only">
                      : {FINDING_KIND_LABELS[finding.kind]}
                      {number !== undefined ? ` ${number}` : ''}
                    </span>
                  </button>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
