import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { WRITING_ANSWER_MAX_LENGTH } from '#shared/submissions/submissions.ts'
import { FINDING_KINDS } from './letter-checks.ts'

/** POST /api/writing-tests/{testId}/checks: the letter as typed, limited as a submit's. */
export const LetterChecksBody = Type.Object(
  { letter: Type.String({ maxLength: WRITING_ANSWER_MAX_LENGTH }) },
  { $id: 'LetterChecksBody', additionalProperties: false },
)
export type LetterChecksBody = Static<typeof LetterChecksBody>

export const LetterFinding = Type.Object(
  {
    kind: literalUnion(FINDING_KINDS),
    /** The OET writing criterion it bears on, an id of shared/evaluation/criteria.ts. */
    criterion: Type.String(),
    /** What was found and what to do, in words a student can act on. */
    message: Type.String(),
    /**
     * Character offsets of what it is about in the letter (UTF-16, as JavaScript counts). Something
     * missing has start equal to end: the place where it belongs.
     */
    start: Type.Integer({ minimum: 0 }),
    end: Type.Integer({ minimum: 0 }),
    /** What could replace the text between start and end; may be empty. */
    suggestions: Type.Array(Type.String()),
  },
  { $id: 'LetterFinding', additionalProperties: false },
)
export type LetterFinding = Static<typeof LetterFinding>

export const LetterChecks = Type.Object(
  {
    /** The body's words, as the word count under the answer box counts them. */
    wordCount: Type.Integer({ minimum: 0 }),
    /** In the order of the letter; missing parts at the place they belong. */
    findings: Type.Array(LetterFinding),
  },
  { $id: 'LetterChecks', additionalProperties: false },
)
export type LetterChecks = Static<typeof LetterChecks>
