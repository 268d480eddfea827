import type { LetterChecks, LetterFinding } from '#shared/letter-checks/schema.ts'
import { CRITERION_OF } from '#shared/letter-checks/letter-checks.ts'
import { countBodyWords, LETTER_BODY_GUIDE } from '#shared/writing/letter-body.ts'
import { caseNoteFindings } from './case-notes.ts'
import { letterTermsOf } from './key-terms.ts'
import { layoutFindings } from './layout.ts'
import { shapeOf, type LetterShape } from './letter-shape.ts'
import { registerFindings } from './register.ts'
import { spellingFindings, type Speller } from './spelling.ts'
import type { LetterTask } from './task.ts'

/**
 * The guide is "approximately 180-200 words": a body this far outside it gets advice, never a
 * penalty (docs/decisions/0099). The count is always in the answer.
 */
const LENGTH_MARGIN = { under: 10, over: 20 }
/** A letter has a few dozen at most; past this many, the first in the letter are enough to act on. */
export const MAX_FINDINGS = 200

function lengthFindings(words: number, shape: LetterShape): LetterFinding[] {
  const { min, max } = LETTER_BODY_GUIDE
  const at = shape.body.start
  const finding = (message: string): LetterFinding[] => [{ kind: 'length', criterion: CRITERION_OF.length, message, start: at, end: at, suggestions: [] }]
  if (words === 0) return []
  if (words < min - LENGTH_MARGIN.under) return finding(`The body has ${words} words; the guide is about ${min}-${max}. Check that every note the reader needs is in. This is advice, not a penalty.`)
  if (words > max + LENGTH_MARGIN.over) return finding(`The body has ${words} words; the guide is about ${min}-${max}. Leave out what the reader does not need. This is advice, not a penalty.`)
  return []
}

/** Every automatic check of a letter against its task, the findings in the order of the letter. */
export function checkLetter(letter: string, task: LetterTask, speller: Speller): LetterChecks {
  const shape = shapeOf(letter)
  const wordCount = countBodyWords(letter)
  const findings = [
    ...layoutFindings(shape, task, letter.length),
    ...lengthFindings(wordCount, shape),
    ...registerFindings(letter, shape.body.start, shape.closing?.start ?? letter.length),
    ...spellingFindings(letter, shape, task.words, speller),
    ...caseNoteFindings(task.notes, letterTermsOf(letter), shape),
  ]
  findings.sort((a, b) => a.start - b.start || a.end - b.end)
  return { wordCount, findings: findings.slice(0, MAX_FINDINGS) }
}
